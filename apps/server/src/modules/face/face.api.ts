// The face module's public surface: what other modules may use. Import face from here, not from its files.
export { maskIdNo, verifyByProvider } from './face.service.ts';
export type { FaceVerificationProvider } from './face.provider.ts';
