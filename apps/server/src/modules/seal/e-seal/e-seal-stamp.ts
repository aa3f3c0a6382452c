import { hasPermission, type ESealDetail } from '@notaria/contracts';
import type { Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { AppError, forbidden } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { writeGenerated } from '../../files/files.api.ts';
import { appendToChain, dualHash, signCertificatePayload, timestampEntry } from '../../integrity/integrity.api.ts';
import { notify } from '../../notice/notice.api.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { appendSealRegister } from '../seal.api.ts';
import type { ESealDeps } from './e-seal.deps.ts';
import { presentDetail } from './e-seal.presenter.ts';
import * as repo from './e-seal.repo.ts';
import { usableElectronicSeal } from './e-seal-seal.ts';
import { finalDocument, storedBytes } from './e-seal-source.ts';

export const APPROVE_PERMISSION = 'oa:approve:electronicSeal';
/** What the integrity chain and the signed payload call a stamping. */
export const eSealRef = (id: number) => `ESEAL-${id}`;

/** The applicant and the approvers may see, download, verify and stamp a request; nobody else. */
export function assertMayHandle(actor: Actor, r: repo.ESealRequestRow) {
  if (r.applicantId !== actor.userId && !hasPermission(actor.permissions, APPROVE_PERMISSION)) throw forbidden('只有申请人和电子签章审批人可以查看该申请');
}

const stampedName = (name: string) => name.replace(/\.pdf$/i, '').slice(0, 190) + '（已签章）.pdf';

/** What stamping reads in one short transaction: the request (still 待签章), the seal and both files' bytes. */
async function prepare(deps: ESealDeps, actor: Actor, id: number, byApproval: boolean) {
  return inTenant(deps.db, actor.tenantId, async (tx) => {
    const r = await repo.findRequest(tx, actor.tenantId, id);
    if (!byApproval) assertMayHandle(actor, r);
    if (r.status === 'STAMPED') throw new AppError('CONFLICT', '该申请已签章，每份申请只盖一次');
    if (r.status !== 'APPROVED') throw new AppError('CONFLICT', '只有审批通过的申请才能签章');
    if (r.documentId) await finalDocument(tx, actor.tenantId, r.documentId);
    const { seal, imageFileId, imageMime } = await usableElectronicSeal(tx, actor.tenantId, r.sealId);
    const pdf = await storedBytes(tx, deps.storage, actor.tenantId, r.sourceFileId);
    if (dualHash(pdf).sha256 !== r.sha256Before) throw new AppError('CONFLICT', '原文件与申请时的哈希不符，已拒绝签章');
    const image = await storedBytes(tx, deps.storage, actor.tenantId, imageFileId);
    return { r, seal, pdf, image, imageMime };
  });
}

/**
 * Stamps an approved request once: the provider draws the seal into a copy of the PDF (the original stays), the
 * copy is stored as a new file, its SHA-256 is signed with the office's key, and — in one transaction — the file, an
 * integrity chain entry (both hashes, seal, position, signature) and a 用印登记簿 row are written and the request
 * becomes STAMPED. The chain entry is timestamped (RFC 3161) after the commit. A failure's reason is kept on the
 * request (still 待签章), which the applicant or an approver may stamp again. `byApproval`: the run the last approval
 * starts, on behalf of the approver who decided it (whatever their role's functions).
 */
export async function stampRequest(deps: ESealDeps, actor: Actor, id: number, { byApproval = false } = {}): Promise<ESealDetail> {
  try {
    return await stamp(deps, actor, id, byApproval);
  } catch (e) {
    const reason = e instanceof AppError ? e.message : '签章失败，请稍后再试';
    if (!(e instanceof AppError && e.code === 'FORBIDDEN'))
      await inTenant(deps.db, actor.tenantId, async (tx) => {
        const [kept] = await repo.moveRequest(tx, actor.tenantId, id, 'APPROVED', { stampError: reason.slice(0, 300) });
        // Nobody waits on the run an approval starts: its applicant and approver are told it did not finish.
        if (kept && byApproval) await tellNotStamped(tx, deps, actor, kept, reason);
      }).catch(() => undefined);
    throw e;
  }
}

const tellNotStamped = (tx: Tx, deps: ESealDeps, actor: Actor, r: repo.ESealRequestRow, reason: string) =>
  notify(tx, deps.hub, r.tenantId, {
    to: { userIds: [...new Set([r.applicantId, actor.userId])] },
    notifyType: 'APPROVAL_RESULT',
    title: `电子签章未完成：${r.documentName}`.slice(0, 100),
    content: `审批已通过，但签章未完成：${reason}。处理后可在“办公申请 › 电子签章”的详情中执行签章。`,
    link: '/oa/apply?tab=ElectronicSeal',
    senderId: actor.userId,
  });

async function stamp(deps: ESealDeps, actor: Actor, id: number, byApproval: boolean): Promise<ESealDetail> {
  const { r, seal, pdf, image, imageMime } = await prepare(deps, actor, id, byApproval);
  const stamped = await deps.provider.stamp({
    pdf,
    sealImage: image,
    sealImageMime: imageMime,
    sealName: seal.name,
    page: r.page,
    x: r.x,
    y: r.y,
    sizeMm: r.sizeMm,
  });
  const after = dualHash(stamped);
  const time = new Date().toISOString();
  const { payload, signature } = await signCertificatePayload(deps.db, deps.keySeal, actor.tenantId, {
    number: eSealRef(id),
    documentHash: after.sha256,
    time,
  });
  const file = await writeGenerated(deps.storage, actor.tenantId, stampedName(r.documentName), 'application/pdf', stamped);
  let done: { row: repo.ESealRequestRow; seq: number; registerSeq: number };
  try {
    done = await inTenant(deps.db, actor.tenantId, async (tx) => {
      const locked = await repo.findRequest(tx, actor.tenantId, id, true);
      if (locked.status !== 'APPROVED') throw new AppError('CONFLICT', '该申请已签章，每份申请只盖一次');
      await file.record(tx, actor.userId);
      const entry = await appendToChain(tx, actor.tenantId, {
        kind: 'E_SEAL',
        ref: eSealRef(id),
        artefact: after,
        metadata: {
          before: { sha256: r.sha256Before, sm3: r.sm3Before },
          seal: { id: seal.id, name: seal.name },
          position: { page: r.page, x: r.x, y: r.y, sizeMm: r.sizeMm },
          provider: deps.provider.kind,
          signature: { keyId: payload.keyId, time, value: signature },
        },
      });
      const register = await appendSealRegister(tx, actor, {
        sealId: seal.id,
        requestId: id,
        requestKind: 'electronicSeal',
        applicantId: r.applicantId,
        impressions: 1,
        documentName: r.documentName,
        documentSha256Before: r.sha256Before,
        documentSha256After: after.sha256,
        signature,
        note: `电子签章 ${eSealRef(id)}，完整性链第 ${entry.seq} 条`,
      });
      const [row] = await repo.moveRequest(tx, actor.tenantId, id, 'APPROVED', {
        status: 'STAMPED',
        stampedFileId: file.key,
        sha256After: after.sha256,
        sm3After: after.sm3,
        signature,
        signedPayload: payload,
        chainSeq: entry.seq,
        stampError: '',
        stampedBy: actor.userId,
        stampedByName: actor.name,
        stampedAt: new Date(),
      });
      await audit(tx, actor, {
        module: 'seal',
        action: 'eSealStamp',
        targetId: id,
        after: { sha256Before: r.sha256Before, sha256After: after.sha256, chainSeq: entry.seq },
      });
      return { row, seq: entry.seq, registerSeq: register.seq };
    });
  } catch (e) {
    await file.discard();
    throw e;
  }
  // The timestamp is a network call for a contracted TSA: outside any transaction; 核验 reports one that is missing.
  await timestampEntry(deps.db, deps.keySeal, actor.tenantId, done.seq).catch(() => undefined);
  return presentDetail(done.row, false, done.registerSeq);
}
