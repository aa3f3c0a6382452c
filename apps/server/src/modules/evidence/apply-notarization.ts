import { hasPermission, SEALED_STATUSES, type EvidenceApplyBody, type EvidenceApplyResult } from '@notaria/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden, invalid } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { createCaseIn } from '../business/business.api.ts';
import { notarizationItems } from '../item/item.table.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './evidence.repo.ts';
import { loadRecord } from './records.ts';
import { checkPageFunction, MODULE } from './seal.ts';

/** The notarization item of 申请出证 (seeded under 证据保全). */
export const PRESERVATION_ITEM = '保全证据';

async function preservationItem(tx: Tx, tenantId: number): Promise<number> {
  const [item] = await tx
    .select({ id: notarizationItems.id })
    .from(notarizationItems)
    .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.level, 'ITEM'), eq(notarizationItems.name, PRESERVATION_ITEM)))
    .orderBy(asc(notarizationItems.id))
    .limit(1);
  if (!item) throw invalid(`未配置公证事项“${PRESERVATION_ITEM}”，请先在公证事项中添加`);
  return item.id;
}

/**
 * 申请出证: a notarization case with the item 保全证据 for the record's applicant, in the same transaction as the
 * record's link to it; from then on the record is never deleted. Only sealed evidence, and only once.
 */
export const applyNotarization = (db: Database, hub: RealtimeHub, actor: Actor, body: EvidenceApplyBody): Promise<EvidenceApplyResult> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const r = await loadRecord(tx, actor.tenantId, body.id, true);
    checkPageFunction(actor, r, 'apply');
    if (!hasPermission(actor.permissions, 'business:accept:create')) throw forbidden('申请出证需要业务受理的新建权限');
    if (r.caseId !== null) throw new AppError('CONFLICT', '该证据已申请出证');
    if (!SEALED_STATUSES.includes(r.status)) throw new AppError('CONFLICT', '证据确认固定后才能申请出证');
    const created = await createCaseIn(tx, hub, actor, {
      itemIds: [await preservationItem(tx, actor.tenantId)],
      parties: [{ role: 'APPLICANT', customerType: r.applicantType, customerId: r.customerId }],
      handlerId: body.handlerId,
      assistantId: body.assistantId ?? null,
      purpose: body.purpose?.trim() || `电子证据 ${r.evidenceNo}（${r.title}）出证`,
      materials: [{ name: `电子证据 ${r.evidenceNo}`.slice(0, 64), kind: '', status: 'RECEIVED', fileUrl: '' }],
    });
    await repo.updateRecord(tx, actor.tenantId, r.id, { caseId: created.id });
    await audit(tx, actor, {
      module: MODULE,
      action: 'applyNotarization',
      targetId: r.id,
      message: `证据 ${r.evidenceNo} 申请出证，业务编号 ${created.businessNumber}`,
    });
    return { caseId: created.id, businessNumber: created.businessNumber };
  });
