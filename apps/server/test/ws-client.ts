import WebSocket from 'ws';

export interface TestSocket {
  ws: WebSocket;
  next(): Promise<{ type: string; data?: unknown }>;
  closed: Promise<number>;
}

/** Opens /ws/{token}; resolves once open, rejects with the HTTP status when the upgrade is refused. */
export function openSocket(baseUrl: string, token: string): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/${token}`);
  const queue: { type: string; data?: unknown }[] = [];
  const waiters: ((m: { type: string; data?: unknown }) => void)[] = [];
  ws.on('message', (raw) => {
    const msg = JSON.parse(raw.toString());
    const waiter = waiters.shift();
    if (waiter) waiter(msg);
    else queue.push(msg);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.on('open', () =>
      resolve({
        ws,
        closed,
        next: () =>
          new Promise((res, rej) => {
            const queued = queue.shift();
            if (queued) return res(queued);
            const timer = setTimeout(() => rej(new Error('no message within 5 s')), 5000);
            waiters.push((m) => {
              clearTimeout(timer);
              res(m);
            });
          }),
      }),
    );
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

/** True when nothing arrives within `ms`. */
export const silentFor = (s: TestSocket, ms: number) =>
  Promise.race([
    s.next().then(
      () => false,
      () => true,
    ),
    new Promise<boolean>((r) => setTimeout(() => r(true), ms)),
  ]);
