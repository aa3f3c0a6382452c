const TOKENS: Record<string, string> = {
  YYYY: '\\d{4}',
  YY: '\\d{2}',
  MM: '(0[1-9]|1[0-2])',
  M: '([1-9]|1[0-2])',
  DD: '(0[1-9]|[12]\\d|3[01])',
  D: '([1-9]|[12]\\d|3[01])',
  HH: '([01]\\d|2[0-3])',
  H: '(1?\\d|2[0-3])',
  hh: '(0[1-9]|1[0-2])',
  h: '([1-9]|1[0-2])',
  mm: '[0-5]\\d',
  m: '[1-5]?\\d',
  ss: '[0-5]\\d',
  s: '[1-5]?\\d',
  SSS: '\\d{3}',
  A: '(AM|PM)',
  a: '(am|pm)',
};
const TOKEN_RE = /\[([^\]]*)]|YYYY|YY|SSS|MM|M|DD|D|HH|H|hh|h|mm|m|ss|s|A|a/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const cache = new Map<string, RegExp | null>();

/** Formats stored as numbers (milliseconds or seconds). */
export function isTimestampFormat(format: string): boolean {
  return format === 'timestamp' || format === 'x' || format === 'X';
}

/**
 * A RegExp matching values written in a dayjs-style format such as 'YYYY-MM-DD HH:mm:ss'.
 * Returns null for formats it does not understand (those values are not checked).
 */
export function dateFormatPattern(format: string): RegExp | null {
  if (cache.has(format)) return cache.get(format) ?? null;
  let source = '';
  let last = 0;
  let understood = true;
  const literal = (text: string) => {
    if (/[A-Za-z]/.test(text)) understood = false;
    source += escape(text);
  };
  for (const m of format.matchAll(TOKEN_RE)) {
    literal(format.slice(last, m.index));
    source += m[1] !== undefined ? escape(m[1]) : TOKENS[m[0]];
    last = m.index + m[0].length;
  }
  literal(format.slice(last));
  const result = understood && format !== '' ? new RegExp(`^${source}$`) : null;
  cache.set(format, result);
  return result;
}
