import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, DEFAULT_DEMO_PASSWORD, loadConfig } from '../../src/config.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { ageSessions, userIdOf } from '../fixtures.ts';
import { type PrivatePostgres, startSeededPostgres } from '../private-services.ts';

/**
 * Session expiry on one clock. The server's clock is moved three hours away from the database's (a
 * private PostgreSQL cluster, so only the server's clock moves): neither the idle limit nor the absolute
 * lifetime may depend on that difference.
 */

const SKEW_MS = 3 * 3_600_000;
let pg: PrivatePostgres;
let db: Database;
let app: FastifyInstance;
let config: Config;

beforeAll(async () => {
  config = { ...loadConfig({}), captchaEnabled: false, loginRateLimitPerMinute: 1000 };
  pg = await startSeededPostgres(config);
  db = openPostgres(pg.url, 4);
  app = await buildApp(config, db);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await pg?.destroy();
});

afterEach(() => {
  vi.useRealTimers();
});

function serverClockOff(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

async function login(account: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: DEFAULT_DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().data.tokenValue as string;
}

const currentUser = (token: string) => app.inject({ method: 'GET', url: '/api/auth/current-user', headers: { satoken: token } });

describe.each([
  ['ahead of', SKEW_MS],
  ['behind', -SKEW_MS],
])('server clock three hours %s the database', (_, skew) => {
  it('keeps a fresh session and does not count the difference as activity or idleness', async () => {
    serverClockOff(skew);
    const token = await login('notary');
    expect((await currentUser(token)).statusCode).toBe(200);
    expect((await currentUser(token)).statusCode).toBe(200);
  });

  it('ends a session idle past the limit', async () => {
    serverClockOff(skew);
    const token = await login('assistant');
    await ageSessions(db, await userIdOf(db, 'assistant'), 'last_seen_at', config.sessionIdleMinutes + 1);
    expect((await currentUser(token)).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime, and only then', async () => {
    serverClockOff(skew);
    const token = await login('finance');
    await ageSessions(db, await userIdOf(db, 'finance'), 'expires_at', -1); // one minute left
    expect((await currentUser(token)).statusCode).toBe(200);
    await ageSessions(db, await userIdOf(db, 'finance'), 'expires_at', 1); // one minute ago
    expect((await currentUser(token)).statusCode).toBe(401);
  });
});
