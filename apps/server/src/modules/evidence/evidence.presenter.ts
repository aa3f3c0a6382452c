import type { EvidenceArtifact, EvidenceDetail, EvidenceRow } from '@notaria/contracts';
import { FILE_URL_PREFIX } from '../files/files.api.ts';
import type { integrityTimestamps } from '../integrity/integrity.table.ts';
import type { ArtifactRecord, EvidenceRecord } from './evidence.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRow(r: EvidenceRecord, operatorName: string, totals: { count: number; bytes: number } | undefined): EvidenceRow {
  return {
    id: r.id,
    evidenceNo: r.evidenceNo,
    kind: r.kind,
    captureType: r.captureType,
    title: r.title,
    status: r.status,
    applicantType: r.applicantType,
    applicantName: r.applicant.name,
    operatorName,
    targetUrl: r.targetUrl,
    artifactCount: totals?.count ?? 0,
    totalBytes: totals?.bytes ?? 0,
    startedAt: iso(r.startedAt),
    endedAt: iso(r.endedAt),
    sealedAt: iso(r.sealedAt),
    expiresAt: iso(r.expiresAt),
    failureReason: r.failureReason,
    caseId: r.caseId,
    createdAt: r.createdAt.toISOString(),
  };
}

export const toArtifact = (a: ArtifactRecord): EvidenceArtifact => ({
  id: a.id,
  role: a.role,
  name: a.name,
  mime: a.mime,
  size: a.size,
  sha256: a.sha256,
  sm3: a.sm3,
  fileUrl: a.fileId ? `${FILE_URL_PREFIX}${a.fileId}` : null,
  capturedAt: a.capturedAt.toISOString(),
});

export interface DetailParts {
  operatorName: string;
  confirmedByName: string;
  caseNumber: string;
  artifacts: ArtifactRecord[];
  stamp: typeof integrityTimestamps.$inferSelect | undefined;
  abilities: EvidenceDetail['abilities'];
}

export function toDetail(r: EvidenceRecord, p: DetailParts): EvidenceDetail {
  const shown = p.artifacts.filter((a) => a.role !== 'CERT_PDF');
  const device = Object.fromEntries(Object.entries(r.device ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return {
    ...toRow(r, p.operatorName, { count: shown.length, bytes: shown.reduce((n, a) => n + a.size, 0) }),
    applicantIdMasked: r.applicant.idMasked,
    applicantPhone: r.applicant.phone,
    remark: r.remark,
    discardedReason: r.discardedReason,
    device,
    caseNumber: p.caseNumber,
    artifacts: p.artifacts.map(toArtifact),
    proof: {
      manifest: (r.manifest as Record<string, unknown> | null) ?? null,
      manifestSha256: r.manifestSha256,
      manifestSm3: r.manifestSm3,
      chainSeq: r.chainSeq,
      confirmedByName: p.confirmedByName,
      timestamp: p.stamp ? { genTime: p.stamp.genTime.toISOString(), serial: p.stamp.serial, tsaName: p.stamp.tsaName, provider: p.stamp.provider } : null,
      certificateIssued: r.certificateIssuedAt !== null,
      certificateIssuedAt: iso(r.certificateIssuedAt),
    },
    abilities: p.abilities,
  };
}
