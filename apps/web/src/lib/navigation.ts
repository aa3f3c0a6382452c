type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

/** The router registers itself here so code outside React (request layer, stores) can navigate. */
export function setNavigator(fn: Navigate) {
  navigator = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }) {
  navigator(to, opts);
}

export function currentTid(): string | null {
  return new URLSearchParams(window.location.search).get('tid');
}

/** Keeps the super administrator's organisation choice when following internal links. */
export function withTid(path: string): string {
  const tid = currentTid();
  if (!tid) return path;
  const url = new URL(path, window.location.origin);
  url.searchParams.set('tid', tid);
  return url.pathname + url.search;
}
