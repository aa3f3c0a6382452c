import { FEE_MODES, FEE_STANDARD_STATES, formatFen, rateText, type FeeMode, type FeeStandardRow, type FeeStandardState } from '@notaria/contracts';

export const MODE_OPTIONS = (Object.keys(FEE_MODES) as FeeMode[]).map((value) => ({ value, label: FEE_MODES[value] }));
export const STATE_OPTIONS = (Object.keys(FEE_STANDARD_STATES) as FeeStandardState[]).map((value) => ({ value, label: FEE_STANDARD_STATES[value] }));
export const STATE_COLORS: Record<FeeStandardState, string> = { CURRENT: 'green', FUTURE: 'blue', HISTORY: 'default' };

/** 按件 ¥150.00 / 分段 ≤¥200,000.00 1%，…，最低 ¥200.00. */
export function ruleText(r: Pick<FeeStandardRow, 'mode' | 'unitFen' | 'tiers' | 'minFen' | 'maxFen'>): string {
  const main =
    r.mode === 'TIERED'
      ? r.tiers.map((t) => `${t.upToFen === null ? '以上' : `≤${formatFen(t.upToFen)}`} ${rateText(t.rateBp)}`).join('，')
      : r.mode === 'PER_COPY'
        ? `${formatFen(r.unitFen)}/份`
        : r.mode === 'PER_THOUSAND_CHARS'
          ? `${formatFen(r.unitFen)}/千字`
          : r.mode === 'MARKET'
            ? `参考价 ${formatFen(r.unitFen)}`
            : `${formatFen(r.unitFen)}/件`;
  return `${main}${r.minFen ? `；最低 ${formatFen(r.minFen)}` : ''}${r.maxFen !== null ? `；最高 ${formatFen(r.maxFen)}` : ''}`;
}
