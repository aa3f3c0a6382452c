import { computeFee, type CaseDetail, type CreateCaseBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { invalid } from '../../lib/app-error.ts';
import type { UsageCheck } from '../../lib/usage-check.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { ownFileOrNone } from '../files/files.api.ts';
import { validateFormData } from '../form/form.api.ts';
import { intakeFormOf, resolveItem, type ResolvedItem } from '../item/item.api.ts';
import { feeRow } from './business.presenter.ts';
import { allocateNumberByCode } from '../number/number.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './business.repo.ts';
import { detail } from './case-detail.ts';
import { send } from './case-notices.ts';
import { checkApplicant, partyOf } from './case-parties.ts';
import { checkStaff, MODULE } from './case-steps.ts';
import { SMS_EVENT_KEYS } from './sms.ts';

/** An item that cases use says so when it is deleted (wired in `app.ts`). */
export const itemUsedByCases: UsageCheck = async (tx, tenantId, itemId) => {
  const n = await repo.casesOfItem(tx, tenantId, itemId);
  return n ? ` ${n} 件业务` : null;
};

async function resolveItems(tx: Tx, tenantId: number, itemIds: number[]) {
  const resolved: ResolvedItem[] = [];
  for (const id of itemIds) {
    const r = await resolveItem(tx, tenantId, id).catch(() => null);
    if (!r || r.item.level !== 'ITEM') throw invalid('请选择公证事项（末级事项）');
    if (!r.item.enabled) throw invalid(`公证事项“${r.item.name}”已停用`);
    resolved.push(r);
  }
  return resolved;
}

/** Intake forms: the data is validated against each item's published form; the first form is the case's. */
async function intakeForm(tx: Tx, tenantId: number, resolved: ResolvedItem[], formData: Record<string, unknown>) {
  let form = null as { id: number; version: number } | null;
  for (const r of resolved) {
    const intake = await intakeFormOf(tx, tenantId, r.item.id);
    if (!intake.formId || form?.id === intake.formId) continue;
    const result = await validateFormData(tx, tenantId, intake.formId, formData);
    if (!result.valid)
      throw invalid(
        `受理表单填写有误：${result.errors
          .slice(0, 3)
          .map((e) => e.message)
          .join('；')}`,
      );
    form ??= { id: intake.formId, version: result.version };
  }
  return form;
}

/** 新建业务: items → parties → intake form → materials → fees; the handling notary is told. */
export const createCase = (db: Database, hub: RealtimeHub, actor: Actor, input: CreateCaseBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, (tx) => createCaseIn(tx, hub, actor, input));

/** 新建业务 in the caller's transaction (申请出证 links its record to the case in the same one). */
export async function createCaseIn(tx: Tx, hub: RealtimeHub, actor: Actor, input: CreateCaseBody): Promise<CaseDetail> {
  const t = actor.tenantId;
  const resolved = await resolveItems(tx, t, input.itemIds);
  await checkStaff(tx, t, input.handlerId, 'business:accept:submitReview', '承办公证员');
  if (input.assistantId) await checkStaff(tx, t, input.assistantId, 'business:accept', '助理');
  checkApplicant(input.parties);
  const formData = input.formData ?? {};
  const form = await intakeForm(tx, t, resolved, formData);

  const number = await allocateNumberByCode(tx, t, 'business', { businessType: 'case', issuedBy: actor.userId });
  const c = await repo.insertCase(tx, {
    tenantId: t,
    businessNumber: number.number,
    status: 'NEW',
    handlerId: input.handlerId,
    assistantId: input.assistantId ?? null,
    purpose: input.purpose?.trim() ?? '',
    useCountry: input.useCountry ?? '',
    language: input.language ?? '',
    copies: input.copies ?? 1,
    formId: form?.id ?? null,
    formVersion: form?.version ?? null,
    formData,
    feeConfirmed: input.feeConfirmed ?? false,
    smsEvents: SMS_EVENT_KEYS,
    createdBy: actor.userId,
  });
  await repo.insertItems(
    tx,
    t,
    c.id,
    resolved.map((r) => ({
      itemId: r.item.id,
      itemName: r.item.name,
      parentItemName: r.parent?.name ?? '',
      categoryName: r.category?.name ?? '',
    })),
  );
  const parties = [];
  for (const p of input.parties) parties.push(await partyOf(tx, actor, p));
  await repo.insertParties(tx, t, c.id, parties);
  if (input.materials?.length) {
    const materials = [];
    for (const m of input.materials) materials.push({ ...m, fileUrl: await ownFileOrNone(tx, t, m.fileUrl, `材料「${m.name}」的文件`) });
    await repo.insertMaterials(
      tx,
      t,
      c.id,
      materials.map((m) => ({
        name: m.name.trim(),
        kind: m.kind ?? '',
        originalSeen: m.originalSeen ?? false,
        status: m.status ?? 'RECEIVED',
        fileUrl: m.fileUrl,
      })),
    );
  }
  const fixed = (r: ResolvedItem) => (r.item.fee?.mode === 'FIXED' ? [{ feeType: 'NOTARY_FEE', amountFen: computeFee(r.item.fee), note: r.item.name }] : []);
  const fees = input.fees ?? resolved.flatMap(fixed);
  if (fees.length) await repo.insertFees(tx, t, c.id, fees.map(feeRow));
  await repo.insertEvent(tx, {
    tenantId: t,
    caseId: c.id,
    action: 'create',
    fromStatus: '',
    toStatus: 'NEW',
    actorId: actor.userId,
    actorName: actor.name,
  });
  await audit(tx, actor, {
    module: MODULE,
    action: 'create',
    targetId: c.id,
    after: {
      businessNumber: c.businessNumber,
      items: resolved.map((r) => r.item.name),
      handlerId: c.handlerId,
      parties: parties.map((p) => `${p.role}:${p.name}`),
    },
  });
  await send(tx, hub, actor, c, { type: 'NEW_BUSINESS_NOTIFY', to: [c.handlerId], title: `新业务 ${c.businessNumber} 待受理` });
  return detail(tx, actor, c);
}
