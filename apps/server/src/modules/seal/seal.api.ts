// The seal module's public surface: what other modules (电子签章) may use. Import the seal module from here.
// findSeal reads one seal of the office; appendSealRegister writes one stamping into the 用印登记簿 inside the
// caller's transaction, chained to the office's previous row, and returns the row with its hash.
export { findSeal, unusableReason, type SealRow } from './seal-registry.ts';
export { appendSealRegister } from './seal-register-chain.ts';
