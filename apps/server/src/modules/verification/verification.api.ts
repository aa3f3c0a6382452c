// The verification module's public surface: what other modules may use. Import verification from here, not from its files.
export { recordVerificationReport } from './verification.service.ts';
