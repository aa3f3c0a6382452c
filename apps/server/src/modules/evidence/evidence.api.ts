// The evidence core's public surface: what the capture, recording, deposit, certificate and statistics parts use.
export { addArtifact, captured, createRecord, failed, findRecord, pushProgress, retried } from './records.ts';
export { sealRecord } from './seal.ts';
export type { ArtifactRecord, EvidenceRecord } from './evidence.repo.ts';
