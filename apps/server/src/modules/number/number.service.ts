import {
  formatNumber,
  numberPeriod,
  parseNumberPattern,
  type CreateNumberRuleBody,
  type NumberLedgerQuery,
  type NumberLedgerRow,
  type NumberPreview,
  type NumberPreviewQuery,
  type NumberRulePageQuery,
  type NumberRuleRow,
  type PageResult,
  type ResetCycle,
  type UpdateNumberRuleBody,
  type VoidNumberBody,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { officeDate } from '../../lib/office-time.ts';
import { isUniqueViolation } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './number.repo.ts';

const M = 'number';

function partsOr400(pattern: string) {
  try {
    return parseNumberPattern(pattern);
  } catch (err) {
    throw invalid(`编号格式不正确：${(err as Error).message}`);
  }
}

const snapshot = (r: NumberRuleRow | repo.RuleRecord) => ({
  name: r.name,
  code: r.code,
  pattern: r.pattern,
  resetCycle: r.resetCycle,
  startValue: r.startValue,
  officeAbbr: r.officeAbbr,
  description: r.description,
  enabled: r.enabled,
});
const toRow = ({ rule: r, issuedCount }: { rule: repo.RuleRecord; issuedCount: number }): NumberRuleRow => ({
  id: r.id,
  ...snapshot(r),
  issuedCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function loadRule(tx: Tx, tenantId: number, id: number) {
  const r = await repo.findRule(tx, tenantId, id);
  if (!r) throw notFound('编号规则');
  return r;
}

export interface AllocateContext {
  /** Code of the category token, e.g. 内民证 (from the notarization-category dictionary). */
  categoryCode?: string;
  /** The date the number is for (default now); picks the period and the date tokens. */
  date?: Date;
  businessType?: string;
  businessId?: string;
  issuedBy?: number | null;
}

export interface AllocatedNumber {
  ledgerId: number;
  number: string;
  period: string;
  seq: number;
}

/**
 * Issues the next number of a rule inside the caller's transaction (the one that writes the record
 * using it), so the number exists iff the record does. Gap-free and duplicate-free under concurrency.
 */
export async function allocateNumber(tx: Tx, tenantId: number, ruleId: number, context: AllocateContext = {}): Promise<AllocatedNumber> {
  const { rule } = await loadRule(tx, tenantId, ruleId);
  if (!rule.enabled) throw new AppError('CONFLICT', `编号规则“${rule.name}”已停用`);
  const parts = partsOr400(rule.pattern);
  if (parts.some((p) => p.kind === 'category') && !context.categoryCode) throw invalid(`编号规则“${rule.name}”需要提供类别代码`);
  const date = officeDate(context.date);
  const period = numberPeriod(rule.resetCycle as ResetCycle, date);
  const seq = await repo.nextValue(tx, tenantId, rule.id, period, rule.startValue);
  const number = formatNumber(parts, { ...date, office: rule.officeAbbr, category: context.categoryCode, seq });
  const entry = await repo.insertLedger(tx, {
    tenantId,
    ruleId: rule.id,
    number,
    period,
    seq,
    businessType: context.businessType ?? '',
    businessId: context.businessId ?? '',
    issuedBy: context.issuedBy ?? null,
  });
  return { ledgerId: entry.id, number, period, seq };
}

/** Same, by the rule's code (what later modules know, e.g. `certificate`). */
export async function allocateNumberByCode(tx: Tx, tenantId: number, code: string, context: AllocateContext = {}): Promise<AllocatedNumber> {
  const rule = await repo.findRuleByCode(tx, tenantId, code);
  if (!rule) throw new AppError('NOT_FOUND', `未配置编号规则（${code}）`);
  return allocateNumber(tx, tenantId, rule.id, context);
}

/** Voids an issued number (by ledger id) in the caller's transaction; it is never issued again. */
export async function voidNumber(tx: Tx, actor: Actor, ledgerId: number, reason: string) {
  const before = await repo.findLedger(tx, actor.tenantId, ledgerId);
  if (!before) throw notFound('编号');
  const [after] = await repo.markVoided(tx, actor.tenantId, ledgerId, actor.userId, reason.trim());
  if (!after) throw new AppError('CONFLICT', `编号 ${before.number} 已作废`);
  await audit(tx, actor, {
    module: M,
    action: 'void',
    targetId: ledgerId,
    diff: [
      { field: 'status', before: 'ISSUED', after: 'VOIDED' },
      { field: 'number', before: before.number, after: before.number },
      { field: 'voidReason', before: '', after: after.voidReason },
    ],
  });
  return after;
}

export const pageRules = (db: Database, actor: Actor, q: NumberRulePageQuery): Promise<PageResult<NumberRuleRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageRules(tx, actor.tenantId, q);
    return { total: page.total, list: page.list.map(toRow) };
  });

export const getRule = (db: Database, actor: Actor, id: number) => inTenant(db, actor.tenantId, async (tx) => toRow(await loadRule(tx, actor.tenantId, id)));

const values = (input: CreateNumberRuleBody) => {
  partsOr400(input.pattern);
  return {
    name: input.name.trim(),
    code: input.code,
    pattern: input.pattern,
    resetCycle: input.resetCycle,
    startValue: input.startValue ?? 1,
    officeAbbr: input.officeAbbr?.trim() ?? '',
    description: input.description?.trim() ?? '',
    enabled: input.enabled ?? true,
  };
};
const codeTaken = (err: unknown) => (isUniqueViolation(err) ? new AppError('CONFLICT', '规则编码已存在，请换一个') : err);

export const createRule = (db: Database, actor: Actor, input: CreateNumberRuleBody) => {
  const v = values(input);
  return inTenant(db, actor.tenantId, async (tx) => {
    const row = await repo.insertRule(tx, { ...v, tenantId: actor.tenantId });
    await audit(tx, actor, { module: M, action: 'create', targetId: row.id, after: snapshot(row) });
    return toRow({ rule: row, issuedCount: 0 });
  }).catch((err) => Promise.reject(codeTaken(err)));
};

/** Counters of a changed rule continue: numbers already issued are never issued again. */
export const updateRule = (db: Database, actor: Actor, input: UpdateNumberRuleBody) => {
  const v = values(input);
  return inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadRule(tx, actor.tenantId, input.id);
    await repo.updateRuleRow(tx, actor.tenantId, input.id, v);
    const after = await loadRule(tx, actor.tenantId, input.id);
    await audit(tx, actor, { module: M, action: 'update', targetId: input.id, before: snapshot(before.rule), after: snapshot(after.rule) });
    return toRow(after);
  }).catch((err) => Promise.reject(codeTaken(err)));
};

export const deleteRule = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadRule(tx, actor.tenantId, id);
    if (before.issuedCount > 0) throw new AppError('CONFLICT', `该规则已发出 ${before.issuedCount} 个编号，不能删除，可改为停用`);
    const item = await repo.itemUsingRule(tx, actor.tenantId, id);
    if (item) throw new AppError('CONFLICT', `该规则正被公证事项“${item}”使用，不能删除，可改为停用`);
    await repo.deleteRuleRow(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'delete', targetId: id, before: snapshot(before.rule) });
  });

/** The number the rule (saved, or as being edited) would issue next today; nothing is taken. */
export const previewNumber = (db: Database, actor: Actor, q: NumberPreviewQuery): Promise<NumberPreview> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const saved = q.id ? (await loadRule(tx, actor.tenantId, q.id)).rule : undefined;
    const pattern = q.pattern ?? saved?.pattern;
    if (!pattern) throw invalid('请填写编号格式');
    const parts = partsOr400(pattern);
    const cycle = (q.resetCycle ?? saved?.resetCycle ?? 'YEARLY') as ResetCycle;
    const startValue = q.startValue ?? saved?.startValue ?? 1;
    const date = officeDate();
    const period = numberPeriod(cycle, date);
    const seq = saved ? await repo.peekValue(tx, actor.tenantId, saved.id, period, startValue) : startValue;
    const number = formatNumber(parts, { ...date, office: q.officeAbbr ?? saved?.officeAbbr ?? '', category: q.categoryCode ?? '内民证', seq });
    return { number, period, seq };
  });

export const pageLedger = (db: Database, actor: Actor, q: NumberLedgerQuery): Promise<PageResult<NumberLedgerRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageLedger(tx, actor.tenantId, q);
    return {
      total: page.total,
      list: page.list.map(({ entry: e, ruleName, issuedByName }) => ({
        ...e,
        ruleName,
        issuedByName,
        issuedAt: e.issuedAt.toISOString(),
        voidedAt: e.voidedAt ? e.voidedAt.toISOString() : null,
      })),
    };
  });

export const voidNumberCall = (db: Database, actor: Actor, input: VoidNumberBody) =>
  inTenant(db, actor.tenantId, (tx) => voidNumber(tx, actor, input.id, input.reason));
