// The integrity module's public surface: what other modules may use. Import integrity from here, not from its files.
export { dualHash, dualHashStream } from './dual-hash.ts';
export { manifestOf } from './manifest.ts';
export { appendToChain, verifyChain } from './chain.ts';
export { sealIn } from './key-seal.ts';
export { timestampEntry } from './timestamps.ts';
export { recordArtefact, signCertificatePayload, saveIntegritySettings } from './integrity.service.ts';
export { integrityReport } from './integrity-report.ts';
export { keyIdOf, verifyPayload, type SignatureAlgorithm } from './signing.ts';
export { timestampProviderOf } from './timestamps.ts';
export { timestampRequest, tokenFromResponse, tokenInfo } from './rfc3161.ts';
export { entryProof } from './entry-proof.ts';
export { manifestFromBody } from './manifest.ts';
export { contentFault } from './chain.ts';
export { checkStoredTimestamp, latestTimestamp } from './timestamps.ts';
export type { DualHash } from './dual-hash.ts';
export type { KeySeal } from './key-seal.ts';
