import {
  bracketsProblem,
  chinaDate,
  FEE_MODES,
  formatFen,
  rateText,
  type CreateFeeStandardBody,
  type FeeStandardPageQuery,
  type FeeStandardRow,
  type FeeStandardState,
  type NewFeeStandardVersionBody,
  type PageResult,
} from '@notaria/contracts';
import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { caseFees } from '../business/business.table.ts';
import { notarizationItems } from '../item/item.table.ts';
import { audit } from '../oplog/oplog.api.ts';
import { FINANCE_LOG_MODULE } from './adjustment.ts';
import { feeStandards, type FeeStandardRecord } from './fee-standard.table.ts';

type RuleBody = Omit<CreateFeeStandardBody, 'feeCode'>;

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function stateOf(r: Pick<FeeStandardRecord, 'effectiveFrom' | 'effectiveTo'>, today = chinaDate(new Date())): FeeStandardState {
  if (r.effectiveFrom > today) return 'FUTURE';
  if (r.effectiveTo !== null && r.effectiveTo < today) return 'HISTORY';
  return 'CURRENT';
}

/** What a standard says in one line, for the log: 按标的额分段累进 1%–0.1%，最低 ¥200.00. */
export function describeRule(r: Pick<FeeStandardRecord, 'mode' | 'unitFen' | 'tiers' | 'minFen' | 'maxFen'>): string {
  const mode = FEE_MODES[r.mode as keyof typeof FEE_MODES] ?? r.mode;
  const main =
    r.mode === 'TIERED'
      ? `${mode} ${r.tiers.map((t) => `${t.upToFen === null ? '以上' : `≤${formatFen(t.upToFen)}`} ${rateText(t.rateBp)}`).join('，')}`
      : `${mode} ${formatFen(r.unitFen)}`;
  return `${main}${r.minFen ? `，最低 ${formatFen(r.minFen)}` : ''}${r.maxFen !== null ? `，最高 ${formatFen(r.maxFen)}` : ''}`;
}

/** The columns of a rule from a body, refused in Chinese when incoherent. */
async function ruleValues(tx: Tx, tenantId: number, body: RuleBody) {
  const tiers = body.mode === 'TIERED' ? (body.tiers ?? []) : [];
  if (body.mode === 'TIERED') {
    const problem = bracketsProblem(tiers);
    if (problem) throw invalid(problem);
  } else if (body.mode !== 'MARKET' && !body.unitFen) throw invalid(`${FEE_MODES[body.mode]}收费须填写大于 0 的单价`);
  const minFen = body.minFen ?? 0;
  const maxFen = body.maxFen ?? null;
  if (maxFen !== null && maxFen < minFen) throw invalid('最高收费不能低于最低收费');
  const itemId = body.itemId ?? null;
  if (itemId !== null) {
    const [item] = await tx
      .select()
      .from(notarizationItems)
      .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.id, itemId)));
    if (!item) throw new AppError('NOT_FOUND', '公证事项不存在');
    if (item.level !== 'ITEM') throw invalid('收费标准只能关联到具体的公证事项');
  }
  return {
    name: body.name.trim(),
    itemId,
    feeType: body.feeType?.trim() || 'NOTARY_FEE',
    mode: body.mode,
    unitFen: body.mode === 'TIERED' ? 0 : (body.unitFen ?? 0),
    tiers,
    minFen,
    maxFen,
    effectiveFrom: body.effectiveFrom,
    sourceDoc: body.sourceDoc?.trim() ?? '',
    note: body.note?.trim() ?? '',
  };
}

async function toRows(tx: Tx, tenantId: number, records: FeeStandardRecord[]): Promise<FeeStandardRow[]> {
  const ids = records.map((r) => r.id);
  const itemIds = [...new Set(records.map((r) => r.itemId).filter((x): x is number => x !== null))];
  const [uses, items] = await Promise.all([
    ids.length
      ? tx
          .select({ id: caseFees.feeStandardId, n: count() })
          .from(caseFees)
          .where(and(eq(caseFees.tenantId, tenantId), inArray(caseFees.feeStandardId, ids)))
          .groupBy(caseFees.feeStandardId)
      : [],
    itemIds.length
      ? tx
          .select({ id: notarizationItems.id, name: notarizationItems.name })
          .from(notarizationItems)
          .where(and(eq(notarizationItems.tenantId, tenantId), inArray(notarizationItems.id, itemIds)))
      : [],
  ]);
  const today = chinaDate(new Date());
  return records.map((r) => ({
    id: r.id,
    feeCode: r.feeCode,
    name: r.name,
    itemId: r.itemId,
    itemName: items.find((i) => i.id === r.itemId)?.name ?? '',
    feeType: r.feeType,
    mode: r.mode as FeeStandardRow['mode'],
    unitFen: r.unitFen,
    tiers: r.tiers,
    minFen: r.minFen,
    maxFen: r.maxFen,
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
    version: r.version,
    state: stateOf(r, today),
    usedBy: Number(uses.find((u) => u.id === r.id)?.n ?? 0),
    sourceDoc: r.sourceDoc,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
}

export const pageStandards = (db: Database, actor: Actor, q: FeeStandardPageQuery): Promise<PageResult<FeeStandardRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const today = chinaDate(new Date());
    const where: (SQL | undefined)[] = [eq(feeStandards.tenantId, actor.tenantId)];
    if (q.keyword?.trim()) where.push(or(ilike(feeStandards.feeCode, `%${q.keyword.trim()}%`), ilike(feeStandards.name, `%${q.keyword.trim()}%`)));
    if (q.feeCode) where.push(eq(feeStandards.feeCode, q.feeCode));
    if (q.itemId) where.push(eq(feeStandards.itemId, q.itemId));
    if (q.mode) where.push(eq(feeStandards.mode, q.mode));
    if (q.state === 'FUTURE') where.push(gt(feeStandards.effectiveFrom, today));
    if (q.state === 'HISTORY') where.push(lt(feeStandards.effectiveTo, today));
    if (q.state === 'CURRENT')
      where.push(lte(feeStandards.effectiveFrom, today), or(isNull(feeStandards.effectiveTo), sql`${feeStandards.effectiveTo} >= ${today}`));
    const condition = and(...where);
    const [{ total }] = await tx.select({ total: count() }).from(feeStandards).where(condition);
    const records = await tx
      .select()
      .from(feeStandards)
      .where(condition)
      .orderBy(feeStandards.feeCode, desc(feeStandards.version))
      .limit(q.size)
      .offset((q.current - 1) * q.size);
    return { list: await toRows(tx, actor.tenantId, records), total };
  });

export const createStandard = (db: Database, actor: Actor, body: CreateFeeStandardBody): Promise<FeeStandardRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const values = await ruleValues(tx, actor.tenantId, body);
    const [taken] = await tx
      .select({ id: feeStandards.id })
      .from(feeStandards)
      .where(and(eq(feeStandards.tenantId, actor.tenantId), eq(feeStandards.feeCode, body.feeCode)));
    if (taken) throw new AppError('CONFLICT', '收费编码已存在；修改标准请发布新版本');
    const [row] = await tx
      .insert(feeStandards)
      .values({ tenantId: actor.tenantId, feeCode: body.feeCode, version: 1, createdBy: actor.userId, ...values })
      .returning();
    await audit(tx, actor, { module: FINANCE_LOG_MODULE, action: 'createStandard', targetId: row.id, after: logView(row) });
    return (await toRows(tx, actor.tenantId, [row]))[0];
  });

/** A new version: the one in force is closed the day before the new one starts; nothing it computed changes. */
export const newStandardVersion = (db: Database, actor: Actor, body: NewFeeStandardVersionBody): Promise<FeeStandardRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [previous] = await tx
      .select()
      .from(feeStandards)
      .where(and(eq(feeStandards.tenantId, actor.tenantId), eq(feeStandards.id, body.id)))
      .for('update');
    if (!previous) throw new AppError('NOT_FOUND', '收费标准不存在');
    const [latest] = await tx
      .select()
      .from(feeStandards)
      .where(and(eq(feeStandards.tenantId, actor.tenantId), eq(feeStandards.feeCode, previous.feeCode)))
      .orderBy(desc(feeStandards.version))
      .limit(1);
    if (latest.id !== previous.id) throw new AppError('CONFLICT', `只能在最新版本（第 ${latest.version} 版）上发布新版本`);
    if (body.effectiveFrom <= previous.effectiveFrom) throw invalid(`新版本的生效日期须晚于上一版本的生效日期（${previous.effectiveFrom}）`);
    const values = await ruleValues(tx, actor.tenantId, body);
    const closedTo = dayBefore(body.effectiveFrom);
    await tx.update(feeStandards).set({ effectiveTo: closedTo }).where(eq(feeStandards.id, previous.id));
    const [row] = await tx
      .insert(feeStandards)
      .values({ tenantId: actor.tenantId, feeCode: previous.feeCode, version: previous.version + 1, createdBy: actor.userId, ...values })
      .returning();
    await audit(tx, actor, {
      module: FINANCE_LOG_MODULE,
      action: 'newStandardVersion',
      targetId: row.id,
      before: { ...logView(previous), effectiveTo: previous.effectiveTo ?? '' },
      after: { ...logView(row), previousEffectiveTo: closedTo },
    });
    return (await toRows(tx, actor.tenantId, [row]))[0];
  });

const logView = (r: FeeStandardRecord) => ({
  feeCode: r.feeCode,
  version: r.version,
  name: r.name,
  rule: describeRule(r),
  effectiveFrom: r.effectiveFrom,
  sourceDoc: r.sourceDoc,
});

/** The standards linked to these items that are in force on `date` (inclusive), newest version first. */
export const standardsInForce = (tx: Tx, tenantId: number, itemIds: number[], date: string) =>
  tx
    .select()
    .from(feeStandards)
    .where(
      and(
        eq(feeStandards.tenantId, tenantId),
        inArray(feeStandards.itemId, itemIds),
        lte(feeStandards.effectiveFrom, date),
        or(isNull(feeStandards.effectiveTo), sql`${feeStandards.effectiveTo} >= ${date}`),
      ),
    )
    .orderBy(feeStandards.feeCode, desc(feeStandards.version));
