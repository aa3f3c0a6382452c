import type { EvidenceCreated } from '@notaria/contracts';
import type { ArtifactRecord, EvidenceRecord } from '../evidence.api.ts';

/** A record just made, as its endpoint answers: number, state, expiry and the artefacts' hashes. */
export const createdOf = (record: EvidenceRecord, artifacts: ArtifactRecord[]): EvidenceCreated => ({
  id: record.id,
  evidenceNo: record.evidenceNo,
  status: record.status,
  expiresAt: record.expiresAt ? record.expiresAt.toISOString() : null,
  artifacts: artifacts.map((a) => ({ role: a.role, name: a.name, size: a.size, sha256: a.sha256, sm3: a.sm3 })),
});

/** The end of a retention of `years` whole years from `from`. */
export function yearsAfter(from: Date, years: number): Date {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}
