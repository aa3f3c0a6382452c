// The evidence core's public surface: what the capture, recording, deposit, certificate and statistics parts use.
export { addArtifact, captured, createRecord, failed, findRecord, pushProgress, retried } from './records.ts';
export { sealRecord } from './seal.ts';
export type { ArtifactRecord, EvidenceRecord } from './evidence.repo.ts';
/** The offline verify page, also packed into the archive room's download packages. */
export { verifyHtml } from './certificate/verify-html.ts';
