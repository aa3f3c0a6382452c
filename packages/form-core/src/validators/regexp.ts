const cache = new Map<string, RegExp | null>();
const CACHE_LIMIT = 500;

/**
 * Turns a stored pattern into a RegExp without evaluating code: "/body/flags" or a bare body
 * (a lone leading or trailing slash is dropped, as the designer has always accepted).
 * The stateful flags g and y are dropped. Returns null when the pattern is not valid.
 */
export function compilePattern(source: string): RegExp | null {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  let body = source;
  let flags = '';
  const full = /^\/([\s\S]*)\/([dgimsuyv]*)$/.exec(source);
  if (full && source.length > 1) {
    body = full[1];
    flags = full[2].replace(/[gy]/g, '');
  } else {
    if (body.startsWith('/')) body = body.slice(1);
    if (body.endsWith('/')) body = body.slice(0, -1);
  }
  let compiled: RegExp | null;
  try {
    compiled = new RegExp(body, [...new Set(flags)].join(''));
  } catch {
    compiled = null;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}
