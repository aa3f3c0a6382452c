import { MAX_FEN, formatFen } from './money.ts';

/** One cumulative bracket: the part of the amount at stake up to `upToFen` (null: no upper bound) at `rateBp` (万分之一). */
export interface FeeBracket {
  upToFen: number | null;
  rateBp: number;
}

/** How a standard charges. */
export const FEE_MODES = {
  PER_ITEM: '按件',
  TIERED: '按标的额分段累进',
  PER_COPY: '按份',
  PER_THOUSAND_CHARS: '按千字',
  MARKET: '市场调节价',
} as const;
export type FeeMode = keyof typeof FEE_MODES;

/** What a calculation needs of a standard. */
export interface FeeRule {
  mode: FeeMode;
  unitFen: number;
  tiers: FeeBracket[];
  minFen: number;
  maxFen: number | null;
}

/** What the fee is computed on: the amount at stake (TIERED), copies (PER_COPY), characters (PER_THOUSAND_CHARS). */
export interface FeeBasisInput {
  amountFen?: number;
  copies?: number;
  chars?: number;
}

export interface BracketLine {
  fromFen: number;
  toFen: number;
  rateBp: number;
  partFen: number;
  feeFen: number;
}

export interface FeeCalculation {
  feeFen: number;
  lines: BracketLine[];
  /** The working in words, e.g. "¥200,000.00 × 1% = ¥2,000.00；…；合计 ¥2,600.00". */
  basis: string;
  minimumApplied: boolean;
  maximumApplied: boolean;
}

/** Chinese text of what is wrong with the brackets, or null: ascending bounds, only the last open-ended. */
export function bracketsProblem(tiers: FeeBracket[]): string | null {
  if (tiers.length === 0) return '分段收费须至少设置一段';
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i];
    const last = i === tiers.length - 1;
    if (last !== (t.upToFen === null)) return '分段收费须按金额从小到大排列，且只有最后一段不设上限';
    const prev = i > 0 ? tiers[i - 1].upToFen : 0;
    if (t.upToFen !== null && prev !== null && t.upToFen <= prev) return '分段收费的上限金额须逐段递增';
    if (!Number.isInteger(t.rateBp) || t.rateBp < 0 || t.rateBp > 10_000) return '费率须为 0–10000 之间的整数（万分之一）';
  }
  return null;
}

/** rateBp as a percent text: 100 → "1%", 25 → "0.25%". */
export const rateText = (rateBp: number) => `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** Fee of one bracket part, half up to the fen; BigInt so a 99 亿 amount at 100% stays exact. */
const bracketFee = (partFen: number, rateBp: number) => Number((BigInt(partFen) * BigInt(rateBp) + 5_000n) / 10_000n);

/** Cumulative ("差额定率累进") brackets: each part of the amount at its own rate, each part rounded to the fen. */
export function tieredFee(amountFen: number, tiers: FeeBracket[]): { feeFen: number; lines: BracketLine[] } {
  assertCount(amountFen, MAX_FEN, '标的额');
  const lines: BracketLine[] = [];
  let lower = 0;
  for (const t of tiers) {
    if (amountFen <= lower) break;
    const upper = t.upToFen === null ? amountFen : Math.min(amountFen, t.upToFen);
    const partFen = upper - lower;
    lines.push({ fromFen: lower, toFen: upper, rateBp: t.rateBp, partFen, feeFen: bracketFee(partFen, t.rateBp) });
    if (t.upToFen === null) break;
    lower = t.upToFen;
  }
  return { feeFen: lines.reduce((s, l) => s + l.feeFen, 0), lines };
}

/** The fee a standard gives for the basis, with the working; the minimum and maximum bind every mode but MARKET. */
export function calculateFee(rule: FeeRule, input: FeeBasisInput = {}): FeeCalculation {
  let raw: number;
  let lines: BracketLine[] = [];
  let working: string;
  switch (rule.mode) {
    case 'PER_ITEM':
      raw = rule.unitFen;
      working = `按件 ${formatFen(rule.unitFen)}`;
      break;
    case 'PER_COPY': {
      const copies = input.copies ?? 1;
      assertCount(copies, 10_000, '份数');
      raw = rule.unitFen * copies;
      working = `${formatFen(rule.unitFen)} × ${copies} 份`;
      break;
    }
    case 'PER_THOUSAND_CHARS': {
      const chars = input.chars ?? 0;
      assertCount(chars, 10_000_000, '字数');
      const thousands = Math.ceil(chars / 1000);
      raw = rule.unitFen * thousands;
      working = `${formatFen(rule.unitFen)}/千字 × ${thousands}（${chars} 字，不足千字按千字计）`;
      break;
    }
    case 'TIERED': {
      if (input.amountFen === undefined) throw new RangeError('按标的额收费须提供标的额');
      ({ feeFen: raw, lines } = tieredFee(input.amountFen, rule.tiers));
      working = lines.length
        ? lines
            .map((l) => `${formatFen(l.fromFen)}–${formatFen(l.toFen)} 部分 ${formatFen(l.partFen)} × ${rateText(l.rateBp)} = ${formatFen(l.feeFen)}`)
            .join('；')
        : '标的额为零';
      break;
    }
    case 'MARKET':
      return {
        feeFen: rule.unitFen,
        lines,
        basis: `市场调节价，参考价 ${formatFen(rule.unitFen)}，由双方协商确定`,
        minimumApplied: false,
        maximumApplied: false,
      };
  }
  const minimumApplied = raw < rule.minFen;
  const maximumApplied = !minimumApplied && rule.maxFen !== null && raw > rule.maxFen;
  const feeFen = minimumApplied ? rule.minFen : maximumApplied ? rule.maxFen! : raw;
  const bound = minimumApplied
    ? `，低于最低收费，按 ${formatFen(rule.minFen)} 收取`
    : maximumApplied
      ? `，高于最高收费，按 ${formatFen(rule.maxFen!)} 收取`
      : '';
  return { feeFen, lines, basis: `${working}；合计 ${formatFen(raw)}${bound}`, minimumApplied, maximumApplied };
}

function assertCount(n: number, max: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > max) throw new RangeError(`${what}须为 0–${max} 之间的整数`);
}
