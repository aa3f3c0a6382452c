import type { FieldCondition, LinkageCondition } from '../types/linkage.ts';
import { isMissingValue, textsOf } from '../validators/empty.ts';
import { compilePattern } from '../validators/regexp.ts';

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** Equality that treats 1 and '1' alike (option values travel as either) and compares arrays and objects deeply. */
export function valuesEqual(a: unknown, b: unknown): boolean {
  if (isScalar(a) && isScalar(b)) return String(a) === String(b);
  if (a === null || a === undefined || b === null || b === undefined) return a == b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => valuesEqual(x, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a as object);
    const kb = Object.keys(b as object);
    return ka.length === kb.length && ka.every((k) => valuesEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

function compare(actual: unknown, expected: unknown): number | null {
  if (isMissingValue(actual) || !isScalar(actual) || !isScalar(expected)) return null;
  const x = Number(actual);
  const y = Number(expected);
  if (actual !== '' && expected !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  const [s, t] = [String(actual), String(expected)];
  return s < t ? -1 : s > t ? 1 : 0;
}

function inList(actual: unknown, list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  if (Array.isArray(actual)) return actual.some((a) => list.some((l) => valuesEqual(a, l)));
  return list.some((l) => valuesEqual(actual, l));
}

function contains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((a) => valuesEqual(a, expected));
  if (typeof actual === 'string' && isScalar(expected)) return actual.includes(String(expected));
  return false;
}

function testField(c: FieldCondition, actual: unknown): boolean {
  switch (c.op) {
    case 'eq':
      return valuesEqual(actual, c.value);
    case 'ne':
      return !valuesEqual(actual, c.value);
    case 'gt': {
      const d = compare(actual, c.value);
      return d !== null && d > 0;
    }
    case 'gte': {
      const d = compare(actual, c.value);
      return d !== null && d >= 0;
    }
    case 'lt': {
      const d = compare(actual, c.value);
      return d !== null && d < 0;
    }
    case 'lte': {
      const d = compare(actual, c.value);
      return d !== null && d <= 0;
    }
    case 'in':
      return inList(actual, c.value);
    case 'notIn':
      return !inList(actual, c.value);
    case 'contains':
      return contains(actual, c.value);
    case 'notContains':
      return !contains(actual, c.value);
    case 'empty':
      return isMissingValue(actual);
    case 'notEmpty':
      return !isMissingValue(actual);
    case 'matches': {
      const pattern = typeof c.value === 'string' ? compilePattern(c.value) : null;
      const texts = textsOf(actual);
      return pattern !== null && texts !== null && texts.length > 0 && texts.some((t) => pattern.test(t));
    }
    default:
      return false;
  }
}

/** Evaluates a condition; `lookup` gives the value of a field by name. Unknown shapes are false. */
export function evaluateCondition(cond: LinkageCondition, lookup: (field: string) => unknown): boolean {
  if ('all' in cond) return Array.isArray(cond.all) && cond.all.every((c) => evaluateCondition(c, lookup));
  if ('any' in cond) return Array.isArray(cond.any) && cond.any.some((c) => evaluateCondition(c, lookup));
  if ('not' in cond) return !evaluateCondition(cond.not, lookup);
  if ('field' in cond && typeof cond.field === 'string') return testField(cond, lookup(cond.field));
  return false;
}

/** The field names a condition reads. */
export function conditionFields(cond: LinkageCondition): string[] {
  if ('all' in cond) return cond.all.flatMap(conditionFields);
  if ('any' in cond) return cond.any.flatMap(conditionFields);
  if ('not' in cond) return conditionFields(cond.not);
  return [cond.field];
}
