import {
  hasPermission,
  SEALED_STATUSES,
  type EvidenceDeleteQuery,
  type EvidenceDetail,
  type EvidenceDiscardBody,
  type EvidenceKind,
  type EvidencePageQuery,
  type EvidenceRow,
  type PageResult,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { FileStorage } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { toDetail, toRow } from './evidence.presenter.ts';
import * as repo from './evidence.repo.ts';
import { loadRecord, transition } from './records.ts';
import { checkPageFunction, MODULE, pageFunction, sealRecord, type Seal } from './seal.ts';

/** 取证列表 / 存证列表. */
export const pageEvidence = (db: Database, actor: Actor, kind: EvidenceKind, q: EvidencePageQuery): Promise<PageResult<EvidenceRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { list, total } = await repo.pageRecords(tx, actor.tenantId, { kind, ...q }, q);
    const names = await repo.userNames(
      tx,
      actor.tenantId,
      list.map((r) => r.operatorId),
    );
    const totals = await repo.artifactTotals(
      tx,
      actor.tenantId,
      list.map((r) => r.id),
    );
    return { list: list.map((r) => toRow(r, names.get(r.operatorId) ?? '', totals.get(r.id))), total };
  });

const isSealed = (r: repo.EvidenceRecord) => SEALED_STATUSES.includes(r.status);
const may = (actor: Actor, r: repo.EvidenceRecord, fn: string) => hasPermission(actor.permissions, pageFunction(r, fn));

/** Reading a record needs the page of its kind (取证列表 or 存证列表). */
function checkReads(actor: Actor, r: repo.EvidenceRecord): void {
  const page = pageFunction(r, '').slice(0, -1);
  if (!hasPermission(actor.permissions, page)) throw forbidden('您没有查看此证据的权限');
}

export async function detailIn(tx: Tx, actor: Actor, r: repo.EvidenceRecord): Promise<EvidenceDetail> {
  const t = actor.tenantId;
  const names = await repo.userNames(tx, t, [r.operatorId, r.confirmedBy]);
  return toDetail(r, {
    operatorName: names.get(r.operatorId) ?? '',
    confirmedByName: r.confirmedBy ? (names.get(r.confirmedBy) ?? '') : '',
    caseNumber: await repo.caseNumberOf(tx, t, r.caseId),
    artifacts: await repo.artifactsOf(tx, t, r.id),
    stamp: await repo.latestStamp(tx, t, r.chainSeq),
    abilities: {
      confirm: r.status === 'PENDING_CONFIRM' && may(actor, r, 'confirm'),
      discard: ['PENDING_CONFIRM', 'FAILED'].includes(r.status) && may(actor, r, 'confirm'),
      remove: DELETABLE.includes(r.status) && r.caseId === null && may(actor, r, 'delete'),
      apply: isSealed(r) && r.caseId === null && may(actor, r, 'apply') && hasPermission(actor.permissions, 'business:accept:create'),
    },
  });
}

export const evidenceDetail = (db: Database, actor: Actor, id: number): Promise<EvidenceDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const r = await loadRecord(tx, actor.tenantId, id);
    checkReads(actor, r);
    return detailIn(tx, actor, r);
  });

/** 确认证据, then the detail as it stands (TIMESTAMPED, or SEALED when the authority did not answer). */
export async function confirmEvidence(db: Database, seal: Seal, actor: Actor, id: number): Promise<EvidenceDetail> {
  await sealRecord(db, seal, actor, id);
  return evidenceDetail(db, actor, id);
}

/** 放弃: a record not yet sealed is set aside with the reason; it stays listed as 已放弃. */
export const discardEvidence = (db: Database, actor: Actor, body: EvidenceDiscardBody): Promise<EvidenceDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const r = await loadRecord(tx, actor.tenantId, body.id, true);
    checkPageFunction(actor, r, 'confirm');
    const next = await transition(tx, r, 'discard', { discardedReason: body.reason.trim() });
    await audit(tx, actor, { module: MODULE, action: 'discard', targetId: r.id, message: `放弃证据 ${r.evidenceNo}：${body.reason.trim()}` });
    return detailIn(tx, actor, next);
  });

/** Statuses a record may be deleted in: before sealing, with no capture or recording under way. */
const DELETABLE = ['PENDING_CONFIRM', 'FAILED', 'DISCARDED'];

/** 删除: only before sealing and never once a case was made from the record; its bytes go once the rows have. */
export async function removeEvidence(db: Database, storage: FileStorage, actor: Actor, q: EvidenceDeleteQuery): Promise<null> {
  const paths = await inTenant(db, actor.tenantId, async (tx) => {
    const r = await loadRecord(tx, actor.tenantId, q.id, true);
    checkPageFunction(actor, r, 'delete');
    if (r.caseId !== null) throw new AppError('CONFLICT', '证据已申请出证，不能删除');
    if (isSealed(r)) throw new AppError('CONFLICT', '证据已固定，不能删除');
    if (!DELETABLE.includes(r.status)) throw new AppError('CONFLICT', '取证进行中，不能删除');
    const removed = await repo.removeRecordWithParts(tx, actor.tenantId, r.id);
    await audit(tx, actor, {
      module: MODULE,
      action: 'delete',
      targetId: r.id,
      before: { evidenceNo: r.evidenceNo, title: r.title, status: r.status },
      message: `删除证据 ${r.evidenceNo}：${q.reason.trim()}`,
    });
    return removed;
  });
  await Promise.all(paths.map((p) => storage.delete(p).catch(() => {})));
  return null;
}
