import { Type } from '@sinclair/typebox';

/** Money travels as integer fen (分) everywhere: database bigint, contracts, web. Never a float. */
export const Fen = (options: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: options.minimum ?? 0, maximum: MAX_FEN, description: options.description ?? '金额（分）' });

/** 99 亿元: far above any notarial fee, far below Number.MAX_SAFE_INTEGER. */
export const MAX_FEN = 999_999_999_999;

const YUAN_PATTERN = /^(-)?(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Parses what a person types ("1234", "1,234.5", "¥12.05") into fen; null when it is not an amount of money. */
export function yuanToFen(input: string): number | null {
  const match = YUAN_PATTERN.exec(input.trim().replace(/^¥\s*/, '').replace(/,/g, ''));
  if (!match) return null;
  const [, minus, yuan, jiao = ''] = match;
  const fen = Number(yuan) * 100 + Number(jiao.padEnd(2, '0'));
  return minus ? -fen : fen;
}

/** 123450 → "1,234.50" (no currency sign; for inputs and exports). */
export function fenToYuanText(fen: number): string {
  assertFen(fen);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123450 → "¥1,234.50"; -5000 → "-¥50.00". */
export function formatFen(fen: number): string {
  const text = fenToYuanText(fen);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿'];

/** 大写 for receipts and certificates: 123450 → "壹仟贰佰叁拾肆元伍角整", 10005 → "壹佰元零伍分". */
export function fenToChineseUpper(fen: number): string {
  assertFen(fen);
  if (fen < 0) return `负${fenToChineseUpper(-fen)}`;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  const yuanText = yuan > 0 ? `${integerToUpper(yuan)}元` : '';
  if (!jiao && !cents) return `${yuanText || '零元'}整`;
  const jiaoText = jiao ? `${DIGITS[jiao]}角` : yuan > 0 ? '零' : '';
  const centText = cents ? `${DIGITS[cents]}分` : '整';
  return `${yuanText}${jiaoText}${centText}`;
}

function integerToUpper(n: number): string {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let text = '';
  let pendingZero = false;
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g];
    if (group === 0) {
      pendingZero = text !== '';
      continue;
    }
    if (text && (pendingZero || group < 1000)) text += '零';
    text += groupToUpper(group) + BIG_UNITS[g];
    pendingZero = false;
  }
  return text;
}

function groupToUpper(group: number): string {
  let text = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const digit = Math.floor(group / 10 ** i) % 10;
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += '零';
    text += DIGITS[digit] + SMALL_UNITS[i];
    zero = false;
  }
  return text;
}

/** Splits an amount into n parts that differ by at most one fen and add up exactly. */
export function splitFen(total: number, parts: number): number[] {
  assertFen(total);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('份数必须为正整数');
  const base = Math.trunc(total / parts);
  const remainder = total - base * parts;
  const step = Math.sign(remainder);
  return Array.from({ length: parts }, (_, i) => base + (i < Math.abs(remainder) ? step : 0));
}

/** Basis points (万分之一) of an amount, rounded half up to the fen — how tiered fee rates are applied. */
export function applyRateBp(amountFen: number, rateBp: number): number {
  assertFen(amountFen);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError('费率必须为非负整数（万分之一）');
  return Math.floor((amountFen * rateBp + 5_000) / 10_000);
}

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`金额必须是整数分：${fen}`);
}
