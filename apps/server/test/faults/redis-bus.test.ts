import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { connect, createServer, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { installationId } from '../../src/realtime/bus.ts';
import { RESYNC, SESSION_ENDED } from '../../src/realtime/hub.ts';
import { createTestContext, type TestContext } from '../context.ts';
import { DEMO_TENANT_ID, userIdOf } from '../fixtures.ts';
import { freePort, type PrivateRedis, startPrivateRedis } from '../private-services.ts';
import { openSocket, silentFor, type TestSocket } from '../ws-client.ts';

/**
 * The Redis bus between instances, on a private redis-server the tests stop and start: malformed
 * messages, Redis away (while running and at start-up), and two installations sharing one Redis.
 */

let redis: PrivateRedis;
let ctx: TestContext;
let config: Config;
let admin: string;
let raw: Redis;
const crashes: unknown[] = [];
const onCrash = (err: unknown) => crashes.push(err);
const instances: FastifyInstance[] = [];
const sockets: TestSocket[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  redis = await startPrivateRedis();
  ctx = await createTestContext({ loginRateLimitPerMinute: 1000 });
  config = { ...ctx.config, redisUrl: redis.url };
  admin = await ctx.login('office_admin');
  raw = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  raw.on('error', () => {});
});

afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  await Promise.all(instances.splice(0).map((a) => a.close()));
  if (redis.port && !(await redisUp())) await redis.start();
  expect(crashes).toEqual([]);
});

afterAll(async () => {
  raw?.disconnect();
  await ctx?.close();
  await redis?.destroy();
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
});

async function redisUp() {
  try {
    if (raw.status !== 'ready') await raw.connect().catch(() => {});
    return (await raw.ping()) === 'PONG';
  } catch {
    return false;
  }
}

async function instance(overrides: Partial<Config> = {}, app?: TestContext) {
  const a = await buildApp({ ...config, ...overrides }, (app ?? ctx).db);
  instances.push(a);
  return { app: a, url: await a.listen({ port: 0, host: '127.0.0.1' }) };
}

async function socket(url: string, token: string) {
  const s = await openSocket(url, token);
  sockets.push(s);
  return s;
}

const api = (url: string, method: string, path: string, token: string, body?: object) =>
  fetch(`${url}/api${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json', satoken: token } : { satoken: token },
    body: body && JSON.stringify(body),
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { success: boolean; code?: string },
  }));

const sendNotice = (url: string, userIds: number[], title: string) =>
  api(url, 'POST', '/office-notice', admin, { title, content: '请于今日 17:00 前提交月报', userIds, roleIds: [], deptIds: [] });

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, sleep(ms).then(() => Promise.reject(new Error(`${what}: nothing within ${ms} ms`)))]);

async function expectAlive(s: TestSocket) {
  s.ws.send('PING');
  expect(await s.next()).toEqual({ type: 'PONG' });
}

describe('messages on the bus', () => {
  it('drops malformed ones and keeps delivering well-formed ones', async () => {
    const [a, b] = [await instance(), await instance()];
    const notary = await userIdOf(ctx.db, 'notary');
    const s = await socket(b.url, await ctx.login('notary'));
    const channel = `notaria:${await installationId(ctx.db)}:realtime`;
    await redisUp();
    for (const bad of [
      'hello-not-json',
      JSON.stringify({ kind: 'deliver', tenantId: DEMO_TENANT_ID, userIds: null, message: {} }),
      JSON.stringify({ kind: 'deliver', tenantId: String(DEMO_TENANT_ID), userIds: [notary], message: {} }),
      JSON.stringify({ kind: 'endUser', tenantId: DEMO_TENANT_ID }),
      JSON.stringify({ kind: 'endSession', sessionIds: 'all' }),
      JSON.stringify({ kind: 'nonsense' }),
      'null',
      '[]',
    ]) {
      expect(await raw.publish(channel, bad)).toBe(2);
    }
    await sleep(100);
    expect(crashes).toEqual([]);
    await expectAlive(s);
    expect((await sendNotice(a.url, [notary], '格式正确的通知')).body.success).toBe(true);
    expect(await s.next()).toMatchObject({ type: 'MESSAGE', data: { title: '格式正确的通知' } });
  });
});

describe('Redis away', () => {
  it('keeps serving, delivers on this instance, answers logout, and resyncs every socket when Redis is back', async () => {
    const [a, b] = [await instance(), await instance()];
    const notary = await userIdOf(ctx.db, 'notary');
    const onA = await socket(a.url, await ctx.login('notary'));
    const onB = await socket(b.url, await ctx.login('assistant'));
    const leaving = await ctx.login('finance');
    const leavingSocket = await socket(a.url, leaving);

    await redis.stop();
    const sent = await sendNotice(a.url, [notary], 'Redis 停止时的通知');
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    expect(await within(onA.next(), 2000, 'local delivery')).toMatchObject({ type: 'MESSAGE', data: { title: 'Redis 停止时的通知' } });

    const logout = await api(a.url, 'POST', '/auth/logout', leaving);
    expect(logout).toMatchObject({ status: 200, body: { success: true } });
    expect(await within(leavingSocket.closed, 2000, 'logout closes the socket')).toBe(SESSION_ENDED);

    await sleep(3000); // the process used to die here from the publish's unhandled retry error
    expect(crashes).toEqual([]);
    expect((await api(b.url, 'GET', '/notify-message/unread-total', admin)).status).toBe(200);

    const back = Date.now();
    await redis.start();
    expect(await within(onA.closed, 8000, 'resync on A')).toBe(RESYNC);
    expect(await within(onB.closed, 8000, 'resync on B')).toBe(RESYNC);
    console.log(`sockets told to resync ${Date.now() - back} ms after Redis was back`);

    const again = await socket(b.url, await ctx.login('notary'));
    expect((await sendNotice(a.url, [notary], 'Redis 恢复后的通知')).body.success).toBe(true);
    expect(await within(again.next(), 2000, 'delivery across instances')).toMatchObject({ type: 'MESSAGE', data: { title: 'Redis 恢复后的通知' } });
  });

  it('lets an instance start while Redis is away; it joins the bus when Redis is back', async () => {
    const b = await instance();
    await redis.stop();
    const started = Date.now();
    const c = await instance();
    expect(Date.now() - started).toBeLessThan(2000);
    const notary = await userIdOf(ctx.db, 'notary');
    const onC = await socket(c.url, await ctx.login('notary'));
    expect((await sendNotice(c.url, [notary], '独自启动时的通知')).body.success).toBe(true);
    expect(await within(onC.next(), 2000, 'local delivery')).toMatchObject({ data: { title: '独自启动时的通知' } });

    await redis.start();
    expect(await within(onC.closed, 8000, 'resync')).toBe(RESYNC);
    const again = await socket(c.url, await ctx.login('notary'));
    expect((await sendNotice(b.url, [notary], '来自另一实例的通知')).body.success).toBe(true);
    expect(await within(again.next(), 2000, 'delivery from B to C')).toMatchObject({ data: { title: '来自另一实例的通知' } });
  });
});

/** A TCP relay to Redis that can be cut: one instance loses Redis while the others keep it. */
async function relay(targetPort: number) {
  const port = await freePort();
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', () => {});
      s.on('close', () => open.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      await new Promise<void>((r) => {
        server.close(() => r());
        for (const s of open) s.destroy();
      });
    },
    restore: listen,
  };
}

describe('one instance cut off from Redis', () => {
  it("publishes a resync when it is back, so the other instances' clients fetch what it could not send", async () => {
    const link = await relay(redis.port);
    const a = await instance({ redisUrl: link.url });
    const b = await instance();
    const onA = await socket(a.url, await ctx.login('assistant'));
    const onB = await socket(b.url, await ctx.login('notary'));

    await link.cut();
    expect((await sendNotice(a.url, [await userIdOf(ctx.db, 'notary')], 'A 离线时发出的通知')).body.success).toBe(true);
    expect(await silentFor(onB, 300)).toBe(true);

    await link.restore();
    expect(await within(onA.closed, 8000, 'resync on A')).toBe(RESYNC);
    expect(await within(onB.closed, 8000, 'resync on B')).toBe(RESYNC);
    await link.cut();
  });
});

describe('two installations sharing one Redis', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestContext({ loginRateLimitPerMinute: 1000 });
    // Both test databases are copies of one template: give the second its own installation id.
    await other.db.orm.execute(sql`update installation set id = gen_random_uuid()`);
  });
  afterAll(() => other?.close());

  it('never hear each other: no notice, no closed socket, even for the same tenant and user ids', async () => {
    expect(await installationId(other.db)).not.toBe(await installationId(ctx.db));
    const x = await instance();
    const y = await instance({}, other);
    const [notaryX, notaryY] = [await userIdOf(ctx.db, 'notary'), await userIdOf(other.db, 'notary')];
    expect(notaryY).toBe(notaryX);
    const onY = await socket(y.url, await other.login('notary'));
    const financeOnY = await socket(y.url, await other.login('finance'));

    expect((await sendNotice(x.url, [notaryX], 'X 的内部通知')).body.success).toBe(true);
    const finance = await userIdOf(ctx.db, 'finance');
    expect((await api(x.url, 'PUT', '/user/activated', admin, { id: finance, activated: false })).body.success).toBe(true);
    await expectAlive(financeOnY);
    expect(await silentFor(onY, 500)).toBe(true);
    expect(onY.ws.readyState).toBe(onY.ws.OPEN);
    expect((await api(x.url, 'PUT', '/user/activated', admin, { id: finance, activated: true })).body.success).toBe(true);
  });

  it('uses REALTIME_CHANNEL_PREFIX when set', async () => {
    const z = await instance({ realtimeChannelPrefix: 'office-7' });
    const s = await socket(z.url, await ctx.login('notary'));
    await redisUp();
    const message = { kind: 'deliver', tenantId: DEMO_TENANT_ID, userIds: [await userIdOf(ctx.db, 'notary')], message: { type: 'MESSAGE', data: 'x' } };
    expect(await raw.publish('office-7:realtime', JSON.stringify(message))).toBe(1);
    expect(await s.next()).toEqual({ type: 'MESSAGE', data: 'x' });
  });
});
