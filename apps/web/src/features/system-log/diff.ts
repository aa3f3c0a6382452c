/** A diff value as a person reads it: 空 for nothing, 是/否 for booleans, lists one item per line. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '（空）';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return '（空）';
    if (v.every((x) => x === null || typeof x !== 'object')) return v.map((x) => formatValue(x)).join('、');
    return v.map((x) => (x !== null && typeof x === 'object' ? JSON.stringify(x) : formatValue(x))).join('\n');
  }
  return JSON.stringify(v);
}

export const isEmptyValue = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
