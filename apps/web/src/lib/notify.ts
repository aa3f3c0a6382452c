export interface Notifier {
  error(content: string, seconds: number): PromiseLike<unknown> | void;
  success(content: string, seconds?: number): void;
}

type Pending = { kind: 'error' | 'success'; content: string; seconds: number; done: (v: unknown) => void };

let current: Notifier | null = null;
let pending: Pending[] = [];

/**
 * The app shell installs the context-aware antd message API (App.useApp) here. Messages raised
 * before that (route guards run before the first render) wait and are shown once it is installed.
 */
export function setNotifier(n: Notifier | null) {
  current = n;
  if (!n) return;
  const queued = pending;
  pending = [];
  for (const p of queued) {
    if (p.kind === 'error') void Promise.resolve(n.error(p.content, p.seconds)).then(p.done);
    else {
      n.success(p.content, p.seconds);
      p.done(true);
    }
  }
}

function show(kind: Pending['kind'], content: string, seconds: number): PromiseLike<unknown> {
  if (current) return kind === 'error' ? Promise.resolve(current.error(content, seconds)) : Promise.resolve(current.success(content, seconds));
  return new Promise((done) => pending.push({ kind, content, seconds, done }));
}

export const notify = {
  error: (content: string, seconds = 3) => show('error', content, seconds),
  success: (content: string, seconds = 2) => show('success', content, seconds),
};
