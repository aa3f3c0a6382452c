/** A deep copy of plain data: objects, arrays, dates, maps and sets; cycles are preserved. */
export function deepClone<T>(source: T, seen = new WeakMap<object, unknown>()): T {
  if (source === null || typeof source !== 'object') return source;
  if (seen.has(source)) return seen.get(source) as T;
  if (source instanceof Date) return new Date(source.getTime()) as T;
  if (source instanceof RegExp) return new RegExp(source.source, source.flags) as T;
  if (source instanceof Map) {
    const out = new Map();
    seen.set(source, out);
    source.forEach((v, k) => out.set(deepClone(k, seen), deepClone(v, seen)));
    return out as T;
  }
  if (source instanceof Set) {
    const out = new Set();
    seen.set(source, out);
    source.forEach((v) => out.add(deepClone(v, seen)));
    return out as T;
  }
  const out: Record<PropertyKey, unknown> = Array.isArray(source) ? [] : Object.create(Object.getPrototypeOf(source));
  seen.set(source, out);
  for (const key of Reflect.ownKeys(source)) out[key] = deepClone((source as Record<PropertyKey, unknown>)[key], seen);
  return out as T;
}
