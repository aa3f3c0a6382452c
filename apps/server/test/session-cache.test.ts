import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sessions } from '../src/db/schema.ts';
import { asSystem } from '../src/db/scope.ts';
import { hashToken } from '../src/lib/token.ts';
import { SessionCache, forgetCachedSessions } from '../src/modules/auth/session-cache.ts';
import { resolveSession } from '../src/modules/auth/session.service.ts';
import { createTestContext, type TestContext } from './context.ts';
import { setUser, userIdOf } from './fixtures.ts';
import { startPrivateRedis } from './private-services.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ROLE_LIST = 'system:role';
const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { satoken: token }, ...(payload ? { payload } : {}) });

describe('the session cache', () => {
  it('answers from memory for a moment, and forgets when told', async () => {
    const token = await ctx.login('assistant');
    const cache = new SessionCache();
    const first = await resolveSession(ctx.db, ctx.config, token, { cache });
    expect(first?.userId).toBe(await userIdOf(ctx.db, 'assistant'));
    // Removed behind the application's back: the cache still knows it (this is what it saves)...
    await asSystem(ctx.db, (tx) => tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))));
    expect((await resolveSession(ctx.db, ctx.config, token, { cache }))?.sessionId).toBe(first?.sessionId);
    // ...until any event drops it.
    cache.apply({ kind: 'endSession', sessionIds: [first!.sessionId] });
    expect(await resolveSession(ctx.db, ctx.config, token, { cache })).toBeUndefined();
  });

  it('never stores what was read before an invalidation, and hands out copies', () => {
    const cache = new SessionCache();
    const actor = {
      userId: 9,
      account: 'x',
      name: 'x',
      tenantId: 2,
      homeTenantId: 2,
      sessionId: 7,
      activeRoleId: 1,
      permissions: ['a'],
      mustChangePassword: false,
    };
    const mark = cache.mark();
    cache.apply({ kind: 'endUser', tenantId: 2, userId: 9 });
    cache.put('h', actor, 10_000, mark);
    expect(cache.get('h')).toBeUndefined();
    cache.put('h', actor, 10_000, cache.mark());
    const copy = cache.get('h')!;
    copy.tenantId = 5;
    expect(cache.get('h')!.tenantId).toBe(2);
    cache.apply({ kind: 'endTenant', tenantId: 2 });
    expect(cache.get('h')).toBeUndefined();
    cache.put('h', actor, 0, cache.mark());
    expect(cache.get('h')).toBeUndefined();
  });

  it('applies a role’s new permissions at the very next request', async () => {
    const archivist = await ctx.login('archivist');
    const admin = await ctx.login('office_admin');
    expect((await call(archivist, 'GET', '/role/page?current=1&size=50')).statusCode).toBe(403);
    const roles = (await call(admin, 'GET', '/role/page?current=1&size=50')).json().data.list as {
      id: number;
      name: string;
      code: string;
      permissions: string[];
    }[];
    const role = roles.find((r) => r.code === 'archivist')!;
    const save = (permissions: string[]) => call(admin, 'PUT', '/role', { id: role.id, name: role.name, code: role.code, permissions });
    expect((await save([...role.permissions, ROLE_LIST])).statusCode).toBe(200);
    expect((await call(archivist, 'GET', '/role/page?current=1&size=50')).statusCode).toBe(200);
    expect((await save(role.permissions)).statusCode).toBe(200);
    expect((await call(archivist, 'GET', '/role/page?current=1&size=50')).statusCode).toBe(403);
  });

  it('ends a deactivated user’s session at once', async () => {
    const notary = await ctx.login('notary');
    const admin = await ctx.login('office_admin');
    expect((await call(notary, 'GET', '/notify-message/unread-total')).statusCode).toBe(200);
    const id = await userIdOf(ctx.db, 'notary');
    expect((await call(admin, 'PUT', '/user/activated', { id, activated: false })).statusCode).toBe(200);
    expect((await call(notary, 'GET', '/notify-message/unread-total')).statusCode).toBe(401);
    expect((await call(admin, 'PUT', '/user/activated', { id, activated: true })).statusCode).toBe(200);
  });

  it('lets a user who has just changed the required password work at once', async () => {
    await setUser(ctx.db, 'finance', { mustChangePassword: true });
    const finance = await ctx.login('finance');
    expect((await call(finance, 'GET', '/notify-message/unread-total')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await call(finance, 'PUT', '/auth/update-password', { oldPassword: 'Demo@2026', newPassword: 'Finance#2027ok' });
    expect(changed.json()).toMatchObject({ success: true });
    expect((await call(finance, 'GET', '/notify-message/unread-total')).statusCode).toBe(200);
  });
});

describe('two instances through Redis', () => {
  it('a session signed out on one is refused by the other, which had it cached', async () => {
    // The shared Redis when REDIS_URL names one, otherwise a throwaway redis-server of this test.
    const own = process.env.REDIS_URL ? undefined : await startPrivateRedis();
    onTestFinished(() => own?.destroy());
    const config = { ...ctx.config, redisUrl: process.env.REDIS_URL ?? own!.url, realtimeChannelPrefix: `test-${randomUUID()}` };
    const [a, b] = await Promise.all([buildApp(config, ctx.db), buildApp(config, ctx.db)]);
    try {
      const token = await ctx.login('director');
      const me = (app: typeof a) => app.inject({ url: '/api/auth/current-user', headers: { satoken: token } });
      expect((await me(b)).statusCode).toBe(200);
      expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { satoken: token } })).statusCode).toBe(200);
      // Delivered through Redis: at once, give or take the message's trip.
      const deadline = Date.now() + 1_000;
      let status = (await me(b)).statusCode;
      while (status === 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await me(b)).statusCode;
      }
      expect(status).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
      forgetCachedSessions(ctx.db);
    }
  });
});
