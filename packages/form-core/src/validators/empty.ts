import type { MapValue } from '../types/fields.ts';

/** Empty as the built-in validators see it: null, undefined, '' or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  return false;
}

function isMapValue(value: unknown): value is MapValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'address' in value;
}

/**
 * Empty as the required rule sees it: also a blank string, an array whose items are all empty
 * (an unfilled range), a map value without address, a non-finite number.
 */
export function isMissingValue(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isMissingValue);
  if (isMapValue(value)) return typeof value.address !== 'string' || value.address.trim() === '';
  return false;
}

/** The strings a pattern is tested against: a scalar as text, each item of an array. */
export function textsOf(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) {
    const out: string[] = [];
    for (const item of value) {
      if (isEmptyValue(item)) continue;
      const inner = textsOf(item);
      if (!inner) return null;
      out.push(...inner);
    }
    return out;
  }
  if (isMapValue(value)) return typeof value.address === 'string' ? [value.address] : null;
  return null;
}
