// The archive module's public surface: what app.ts and other modules may use.
export { receiveStep } from './receive.ts';
export { startArchiveUpkeep } from './archive-upkeep.ts';
export { handoverDeadline } from './handover.ts';
