import { E_SEAL_SOURCE_LABELS, type ESealApplyBody, type ESealPdfInfo, type ESealSourceBody } from '@notaria/contracts';
import type { Database } from '../../../db/client.ts';
import { afterCommit, inTenant } from '../../../db/scope.ts';
import { invalid } from '../../../lib/app-error.ts';
import { registerApprovalKind, startApproval } from '../../approval/approval.api.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { dualHash } from '../../integrity/integrity.api.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { boundESeal } from './e-seal.deps.ts';
import { positionText } from './e-seal.presenter.ts';
import * as repo from './e-seal.repo.ts';
import { usableElectronicSeal } from './e-seal-seal.ts';
import { inspectSource } from './e-seal-source.ts';
import { stampRequest } from './e-seal-stamp.ts';
import type { FileStorage } from '../../files/files.api.ts';

export const E_SEAL_KIND = 'electronicSeal';

/** Pages and size of the PDF to stamp, so the form can place the seal on the right page. */
export const inspectPdf = (db: Database, storage: FileStorage, actor: Actor, body: ESealSourceBody): Promise<ESealPdfInfo> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { name, sha256, pages } = await inspectSource(tx, storage, actor.tenantId, body);
    return { name, sha256, pages };
  });

/** 电子签章申请: checks the PDF, the seal and the position now, records the original's hashes, starts the flow. */
export const applyESeal = (db: Database, storage: FileStorage, provider: string, actor: Actor, body: ESealApplyBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { src, bytes, pages } = await inspectSource(tx, storage, actor.tenantId, body);
    if (body.page > pages.length) throw invalid(`页码超出范围：该 PDF 共 ${pages.length} 页`);
    const { seal } = await usableElectronicSeal(tx, actor.tenantId, body.sealId);
    const before = dualHash(bytes);
    const row = await repo.insertRequest(tx, {
      tenantId: actor.tenantId,
      source: src.source,
      documentId: src.documentId,
      sourceFileId: src.fileId,
      documentName: src.name,
      sealId: seal.id,
      sealName: seal.name,
      page: body.page,
      x: body.x,
      y: body.y,
      sizeMm: body.sizeMm,
      reason: body.reason,
      applicantId: actor.userId,
      applicantName: actor.name,
      provider,
      sha256Before: before.sha256,
      sm3Before: before.sm3,
    });
    const approval = await startApproval(tx, actor, { kind: E_SEAL_KIND, subjectId: row.id, summary: `${seal.name}：${src.name}` });
    await repo.updateRequest(tx, actor.tenantId, row.id, { approvalId: approval.id });
    await audit(tx, actor, {
      module: 'seal',
      action: 'eSealApply',
      targetId: row.id,
      after: { documentName: src.name, sealId: seal.id, page: body.page, x: body.x, y: body.y, sha256Before: before.sha256 },
    });
    return { id: row.id, approvalId: approval.id };
  });

registerApprovalKind({
  kind: E_SEAL_KIND,
  title: '电子签章',
  flowCode: 'electronicSeal',
  // Stamping signs and timestamps in transactions of its own, so it starts once the approval has committed; a failure
  // is kept on the request (待签章 with the reason) and the applicant or an approver may stamp it again.
  onApproved: async (tx, r, actor) => {
    const [moved] = await repo.moveRequest(tx, r.tenantId, r.subjectId, 'PENDING', { status: 'APPROVED' });
    const deps = boundESeal();
    if (moved && deps) afterCommit(tx, () => void stampRequest(deps, actor, r.subjectId, { byApproval: true }).catch(() => undefined));
  },
  onClosed: async (tx, r, _actor, outcome) => {
    await repo.moveRequest(tx, r.tenantId, r.subjectId, 'PENDING', { status: outcome });
  },
  describe: async (tx, r) => {
    const e = await repo.findRequest(tx, r.tenantId, r.subjectId);
    return [
      { label: '文件', value: e.documentName },
      { label: '来源', value: E_SEAL_SOURCE_LABELS[e.source] },
      { label: '印章', value: e.sealName },
      { label: '位置', value: positionText(e) },
      { label: '用途', value: e.reason },
      { label: '原文件 SHA-256', value: e.sha256Before },
    ];
  },
});
