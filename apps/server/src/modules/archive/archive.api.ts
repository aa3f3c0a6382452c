// The archive module's public surface: what app.ts and other modules may use.
export { receiveStep, receiveVolume, type ReceiveConfig } from './receive.ts';
export { verifyVolume } from './verify-volume.ts';
export { startVolumeUpkeep } from './archive-upkeep.ts';
