// Live delivery: publish-to-last-delivery latency and memory per connection for N sockets on one instance
// and split across two instances through Redis, beside a bare `ws` broadcast measured in the same run.
// Usage: npm run bench:realtime [-- --sockets 5000 --rounds 20]   (two-instance mode needs REDIS_URL)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate, openPglite } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const SOCKETS = arg('sockets', 5000);
const ROUNDS = arg('rounds', 20);

interface Client {
  ws: WebSocket;
  onMessage?: () => void;
}

async function connectAll(urls: string[], count: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < count; i += 200) {
    const batch = Array.from(
      { length: Math.min(200, count - i) },
      (_, j) =>
        new Promise<Client>((resolve, reject) => {
          const client: Client = { ws: new WebSocket(urls[(i + j) % urls.length]) };
          client.ws.on('open', () => resolve(client));
          client.ws.on('error', reject);
          client.ws.on('message', () => client.onMessage?.());
        }),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Rounds of one publish each; per round, the time until the last socket has its message. */
async function measure(clients: Client[], publish: () => void): Promise<{ p50: number; p99: number }> {
  const lastDelivery: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let pending = clients.length;
    const start = process.hrtime.bigint();
    const done = new Promise<void>((resolve) => {
      for (const c of clients) c.onMessage = () => --pending === 0 && resolve();
    });
    publish();
    await done;
    lastDelivery.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  lastDelivery.sort((a, b) => a - b);
  return { p50: percentile(lastDelivery, 50), p99: percentile(lastDelivery, 99) };
}

function memoryNow(): number {
  global.gc?.();
  global.gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
}

async function run(name: string, setup: () => Promise<{ urls: string[]; publish(): void; close(): Promise<void> }>) {
  const target = await setup();
  const before = memoryNow();
  const clients = await connectAll(target.urls, SOCKETS);
  const perConnection = (memoryNow() - before) / SOCKETS;
  const latency = await measure(clients, target.publish);
  for (const c of clients) c.ws.terminate();
  await target.close();
  return { name, ...latency, kbPerConnection: perConnection / 1024 };
}

const message = {
  type: 'MESSAGE',
  data: {
    id: 1,
    isRead: false,
    notifyType: 'OFFICE_NOTICE',
    title: '请于今日 17:00 前提交月报',
    content: '财务室',
    updateTime: new Date().toISOString(),
    business: null,
    link: '',
    senderName: '赵敏',
  },
};

const dir = mkdtempSync(join(tmpdir(), 'notaria-bench-rt-'));
const db = await openPglite(dir);
const config = { ...loadConfig({}), captchaEnabled: false, loginRateLimitPerMinute: 1_000_000 };
await migrate(db);
await seedIfEmpty(db, config);

async function productInstances(count: number, redisUrl?: string) {
  const apps = await Promise.all(Array.from({ length: count }, () => buildApp({ ...config, redisUrl }, db)));
  const bases = await Promise.all(apps.map((a) => a.listen({ port: 0, host: '127.0.0.1' })));
  const login = await apps[0].inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'notary', password: config.demoPassword } });
  const token: string = login.json().data.tokenValue;
  const me = await apps[0].inject({ url: '/api/auth/current-user', headers: { satoken: token } });
  const { id, tenantId } = me.json().data;
  return {
    urls: bases.map((b) => `${b.replace('http', 'ws')}/ws/${token}`),
    publish: () => void apps[0].realtime.deliver(tenantId, [id], message),
    close: async () => {
      await Promise.all(apps.map((a) => a.close()));
    },
  };
}

async function bareWs() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const { port } = wss.address() as { port: number };
  return {
    urls: [`ws://127.0.0.1:${port}`],
    publish: () => {
      const text = JSON.stringify(message);
      for (const s of wss.clients) s.send(text);
    },
    close: () => new Promise<void>((r) => wss.close(() => r())),
  };
}

const results = [await run('bare ws broadcast (baseline)', bareWs), await run('Notaria, one instance', () => productInstances(1))];
if (process.env.REDIS_URL) results.push(await run('Notaria, two instances via Redis', () => productInstances(2, process.env.REDIS_URL)));
else console.log('REDIS_URL not set: the two-instance run is left out.');

const base = results[0];
console.log(`\nRealtime benchmark — ${SOCKETS} sockets, ${ROUNDS} rounds, publish to last delivery`);
console.table(
  results.map((r) => ({
    run: r.name,
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    'p50 ratio': (r.p50 / base.p50).toFixed(2),
    'KB/conn': r.kbPerConnection.toFixed(1),
    'memory ratio': (r.kbPerConnection / base.kbPerConnection).toFixed(2),
  })),
);
await db.close();
rmSync(dir, { recursive: true, force: true });
