import { E_SEAL_PRESETS, type ESealDetail, type ESealRow } from '@notaria/contracts';
import type { ESealRequestRow } from './e-seal.repo.ts';

export const presentRow = (r: ESealRequestRow): ESealRow => ({
  id: r.id,
  status: r.status,
  source: r.source,
  documentId: r.documentId,
  documentName: r.documentName,
  sealId: r.sealId,
  sealName: r.sealName,
  page: r.page,
  x: r.x,
  y: r.y,
  sizeMm: r.sizeMm,
  reason: r.reason,
  applicantId: r.applicantId,
  applicantName: r.applicantName,
  approvalId: r.approvalId,
  provider: r.provider,
  sha256Before: r.sha256Before,
  sha256After: r.sha256After,
  stampError: r.stampError,
  createdAt: r.createdAt.toISOString(),
  stampedAt: r.stampedAt?.toISOString() ?? null,
});

export const presentDetail = (r: ESealRequestRow, canStamp: boolean, registerSeq: number | null): ESealDetail => ({
  ...presentRow(r),
  sm3Before: r.sm3Before,
  sm3After: r.sm3After,
  stampedByName: r.stampedByName,
  signature: r.signature,
  signedPayload: r.signedPayload ?? null,
  chainSeq: r.chainSeq,
  registerSeq,
  canStamp,
});

/** "第 2 页 右下角" or "第 2 页（横 45%，纵 80%）": how approvers read the position. */
export function positionText(r: Pick<ESealRequestRow, 'page' | 'x' | 'y' | 'sizeMm'>): string {
  const preset = Object.values(E_SEAL_PRESETS).find((p) => p.x === r.x && p.y === r.y);
  const where = preset ? preset.label : `横 ${Math.round(r.x / 10)}%，纵 ${Math.round(r.y / 10)}%`;
  return `第 ${r.page} 页 ${where}，直径 ${r.sizeMm} 毫米`;
}
