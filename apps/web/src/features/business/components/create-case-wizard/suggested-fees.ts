import { chinaDate, financeStandardsApi, type SuggestedFee } from '@notaria/contracts';
import { call } from '../../../../lib/api';
import { yuanText, type FeeValue } from '../fee-editor';

/** Lines from the fee standards in force today (the acceptance date) replace the items' lines; lines added by hand stay. */
export function mergeSuggested(fees: FeeValue[], suggested: SuggestedFee[], itemNames: string[]): FeeValue[] {
  const fromItems = (f: FeeValue) => f.feeStandardId || f.basis || itemNames.some((n) => f.note?.startsWith(n));
  const lines: FeeValue[] = suggested.map((s) => ({
    feeType: s.feeType,
    yuan: yuanText(s.amountFen),
    note: s.note,
    basis: s.basis,
    feeStandardId: s.feeStandardId,
  }));
  return [...lines, ...fees.filter((f) => !fromItems(f))];
}

/** The suggestion for the items, the amount at stake in fen (optional) and copies, on today's date in China. */
export async function suggestFor(itemIds: number[], amountFen: number | null, copies: number | undefined): Promise<SuggestedFee[]> {
  return call(financeStandardsApi.suggest, {
    query: {
      itemIds: itemIds.join(','),
      date: chinaDate(new Date()),
      ...(amountFen !== null ? { amountFen } : {}),
      ...(copies ? { copies } : {}),
    },
  });
}
