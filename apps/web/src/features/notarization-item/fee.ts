import { computeFee, feeStandardProblem, fenToYuanText, rateText, yuanToFen, type FeeStandard } from '@notaria/contracts';

/** What the fee editor holds while being typed in: yuan and percent as the inputs show them (two decimals); numbers may still be empty. */
export interface FeeDraft {
  mode: 'NONE' | 'FIXED' | 'TIERED';
  amount: number | null;
  minimum: number | null;
  tiers: { upTo: number | null; ratePercent: number | null }[];
}

export const DEFAULT_TIERS: FeeDraft['tiers'] = [
  { upTo: 500_000, ratePercent: 0.3 },
  { upTo: 5_000_000, ratePercent: 0.25 },
  { upTo: null, ratePercent: 0.2 },
];

/** Two-decimal input values to integers of their hundredths (yuan → fen, percent → 万分之一), exactly. */
const hundredths = (n: number) => yuanToFen(n.toFixed(2)) ?? 0;
const fromHundredths = (n: number) => n / 100;

export function toDraft(fee: FeeStandard | null | undefined): FeeDraft {
  if (!fee) return { mode: 'NONE', amount: null, minimum: null, tiers: DEFAULT_TIERS.map((t) => ({ ...t })) };
  if (fee.mode === 'FIXED') return { mode: 'FIXED', amount: fromHundredths(fee.amountFen), minimum: null, tiers: DEFAULT_TIERS.map((t) => ({ ...t })) };
  return {
    mode: 'TIERED',
    amount: null,
    minimum: fromHundredths(fee.minimumFen),
    tiers: fee.tiers.map((t) => ({ upTo: t.upToFen === null ? null : fromHundredths(t.upToFen), ratePercent: fromHundredths(t.rateBp) })),
  };
}

/** The Chinese problem of a draft, or null when it is a complete fee standard. */
export function draftProblem(d: FeeDraft): string | null {
  if (d.mode === 'NONE') return null;
  if (d.mode === 'FIXED') return d.amount === null ? '请输入收费金额' : null;
  if (d.tiers.length === 0) return '请至少设置一段费率';
  for (let i = 0; i < d.tiers.length; i++) {
    const t = d.tiers[i];
    if (i < d.tiers.length - 1 && t.upTo === null) return `请填写第 ${i + 1} 段的上限金额`;
    if (t.ratePercent === null) return `请填写第 ${i + 1} 段的费率`;
  }
  return feeStandardProblem(fromDraftUnchecked(d)!);
}

function fromDraftUnchecked(d: FeeDraft): FeeStandard | null {
  if (d.mode === 'NONE') return null;
  if (d.mode === 'FIXED') return { mode: 'FIXED', amountFen: hundredths(d.amount ?? 0) };
  return {
    mode: 'TIERED',
    minimumFen: hundredths(d.minimum ?? 0),
    tiers: d.tiers.map((t, i) => ({
      upToFen: i === d.tiers.length - 1 || t.upTo === null ? null : hundredths(t.upTo),
      rateBp: hundredths(t.ratePercent ?? 0),
    })),
  };
}

/** The fee standard to send; call only when `draftProblem` is null. */
export const fromDraft = (d: FeeDraft): FeeStandard | null => fromDraftUnchecked(d);

/** The fee in fen for an amount in yuan as the server will compute it, or null while the draft is incomplete. */
export function exampleFee(d: FeeDraft, amount: number | null): number | null {
  if (d.mode === 'NONE' || draftProblem(d)) return null;
  if (d.mode === 'TIERED' && amount === null) return null;
  return computeFee(fromDraft(d)!, amount === null ? undefined : hundredths(amount));
}

/** Fen as "1,234.50 元". */
export const yuan = (fen: number) => `${fenToYuanText(fen)} 元`;

/** One line for the table: 按件 200.00 元 / 分段 0.3%–0.2%，最低 200.00 元. */
export function feeSummary(fee: FeeStandard | null): string {
  if (!fee) return '—';
  if (fee.mode === 'FIXED') return `按件 ${yuan(fee.amountFen)}`;
  const rates = fee.tiers.map((t) => rateText(t.rateBp));
  return `按标的额分段 ${rates[0]}${rates.length > 1 ? `–${rates[rates.length - 1]}` : ''}${fee.minimumFen ? `，最低 ${yuan(fee.minimumFen)}` : ''}`;
}
