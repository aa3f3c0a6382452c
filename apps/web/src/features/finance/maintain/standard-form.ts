import { bracketsProblem, MAX_FEN, yuanToFen, type FeeBracket, type FeeMode, type FeeRule } from '@notaria/contracts';
import type { Dayjs } from 'dayjs';

/** The standard form as typed: money as yuan text, rates as percent text. */
export interface StandardValues {
  feeCode: string;
  name: string;
  itemId?: number;
  feeType: string;
  mode: FeeMode;
  unit?: string;
  min?: string;
  max?: string;
  tiers?: { upTo: string; rate: string }[];
  effectiveFrom: Dayjs;
  sourceDoc?: string;
  note?: string;
}

/** Yuan text → fen, refusing what is not an amount; `required` refuses empty and zero. */
export const yuanRule = (required: boolean) => ({
  validator: async (_: unknown, v?: string) => {
    if (!v?.trim()) {
      if (required) throw new Error('请填写金额');
      return;
    }
    const fen = yuanToFen(v);
    if (fen === null || fen < 0) throw new Error('金额格式不正确，最多两位小数');
    if (fen > MAX_FEN) throw new Error('金额超出上限');
    if (required && fen === 0) throw new Error('金额须大于 0');
  },
});

const fenOrNull = (v?: string) => (v?.trim() ? yuanToFen(v) : null);
/** "0.25" (percent) → 25 basis points; null when not a percent with at most two decimals. */
const percentToBp = (v?: string) => (v && /^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) ? yuanToFen(v.trim()) : null);

/** The rule the form describes in fen and basis points, or the Chinese reason it is not one yet. */
export function formValuesToRule(v: Partial<StandardValues>): (FeeRule & { tiers: FeeBracket[] }) | string {
  const mode = v.mode ?? 'PER_ITEM';
  const minFen = fenOrNull(v.min) ?? 0;
  const maxFen = fenOrNull(v.max);
  if (mode === 'TIERED') {
    const rows = v.tiers ?? [];
    const tiers: FeeBracket[] = [];
    for (const [i, t] of rows.entries()) {
      const last = i === rows.length - 1;
      const upToFen = last ? null : fenOrNull(t?.upTo);
      const rateBp = percentToBp(t?.rate);
      if (!last && upToFen === null) return `请填写第 ${i + 1} 段的上限金额`;
      if (rateBp === null || rateBp > 10_000) return `请填写第 ${i + 1} 段的费率`;
      tiers.push({ upToFen, rateBp });
    }
    return bracketsProblem(tiers) ?? { mode, unitFen: 0, tiers, minFen, maxFen };
  }
  const unitFen = fenOrNull(v.unit);
  if (unitFen === null) return '请填写单价';
  return { mode, unitFen, tiers: [], minFen, maxFen };
}
