import { calculateFee, computeFee, formatFen, type FeeRule, type SuggestedFee, type SuggestFeesQuery } from '@notaria/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { notarizationItems } from '../item/item.table.ts';
import { standardsInForce } from './fee-standard.ts';
import type { FeeStandardRecord } from './fee-standard.table.ts';

const ruleOf = (s: FeeStandardRecord): FeeRule => ({ mode: s.mode as FeeRule['mode'], unitFen: s.unitFen, tiers: s.tiers, minFen: s.minFen, maxFen: s.maxFen });

/** One suggested line from a standard; a TIERED one without the amount at stake is its minimum, flagged. */
export function suggestFrom(s: FeeStandardRecord, itemName: string, input: { amountFen?: number; copies?: number }): SuggestedFee {
  const needsAmount = s.mode === 'TIERED' && input.amountFen === undefined;
  const calc = needsAmount ? null : calculateFee(ruleOf(s), { amountFen: input.amountFen, copies: input.copies });
  const source = `${s.name}（${s.feeCode} 第 ${s.version} 版，${s.effectiveFrom} 起${s.sourceDoc ? `，${s.sourceDoc}` : ''}）`;
  return {
    itemId: s.itemId,
    feeStandardId: s.id,
    feeCode: s.feeCode,
    feeType: s.feeType,
    amountFen: calc ? calc.feeFen : s.minFen,
    note: itemName,
    basis: calc
      ? `${source}：${input.amountFen !== undefined && s.mode === 'TIERED' ? `标的额 ${formatFen(input.amountFen)}；` : ''}${calc.basis}`
      : `${source}：按标的额分段累进，请填写标的额；暂按最低收费 ${formatFen(s.minFen)}`,
    needsAmount,
  };
}

/** The fees for a case of these items accepted on `date`: every standard then in force, else the item's own default fee. */
export async function suggestFees(
  tx: Tx,
  tenantId: number,
  q: { itemIds: number[]; date: string; amountFen?: number; copies?: number },
): Promise<SuggestedFee[]> {
  const items = await tx
    .select()
    .from(notarizationItems)
    .where(and(eq(notarizationItems.tenantId, tenantId), inArray(notarizationItems.id, q.itemIds)));
  const standards = await standardsInForce(tx, tenantId, q.itemIds, q.date);
  return q.itemIds.flatMap((itemId) => {
    const item = items.find((i) => i.id === itemId);
    if (!item) return [];
    const own = standards.filter((s) => s.itemId === itemId);
    // Only the newest version of each fee code counts when two overlap on a boundary day.
    const latest = own.filter((s, i) => own.findIndex((o) => o.feeCode === s.feeCode) === i);
    if (latest.length) return latest.map((s) => suggestFrom(s, item.name, q));
    if (!item.fee || (item.fee.mode === 'TIERED' && q.amountFen === undefined && !item.fee.minimumFen)) return [];
    const amountFen = item.fee.mode === 'FIXED' ? item.fee.amountFen : q.amountFen === undefined ? item.fee.minimumFen : computeFee(item.fee, q.amountFen);
    return [
      {
        itemId,
        feeStandardId: null,
        feeCode: '',
        feeType: 'NOTARY_FEE',
        amountFen,
        note: item.name,
        basis: `事项默认收费（${item.name}）${formatFen(amountFen)}，无现行收费标准`,
        needsAmount: item.fee.mode === 'TIERED' && q.amountFen === undefined,
      },
    ];
  });
}

export const suggestFeesFor = (db: Database, actor: Actor, q: SuggestFeesQuery): Promise<SuggestedFee[]> => {
  const itemIds = [...new Set(q.itemIds.split(',').map(Number))];
  if (itemIds.some((id) => !Number.isSafeInteger(id) || id < 1)) throw invalid('公证事项编号不正确');
  return inTenant(db, actor.tenantId, (tx) => suggestFees(tx, actor.tenantId, { itemIds, date: q.date, amountFen: q.amountFen, copies: q.copies }));
};
