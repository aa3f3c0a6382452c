import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { ageSessions, setUser, userIdOf } from './fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 30, sessionMaxHours: 8 });
});
afterAll(() => ctx.close());

const me = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/auth/current-user', headers });

describe('session', () => {
  it('answers REQUIRED_LOGIN with the Chinese message without a token or with a bad one', async () => {
    for (const headers of [{}, { satoken: 'not-a-real-token' }] as Record<string, string>[]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'REQUIRED_LOGIN', message: '登录状态已失效，即将跳转到登录页面' });
    }
  });

  it('returns every userInfo field, the role list and authorities', async () => {
    const token = await ctx.login('director');
    const res = await me({ satoken: token });
    expect(res.statusCode).toBe(200);
    const u = res.json().data;
    expect(u).toMatchObject({
      account: 'director',
      name: '王建国',
      deptName: '主任室',
      notaryCertNo: '11010120080003',
      stopUse: false,
      tenantName: '北京市长安公证处',
    });
    for (const key of ['name', 'deptName', 'roleName', 'notaryCertNo', 'phone', 'headImage', 'handwriting', 'signImage', 'stopUse', 'idCard', 'id'])
      expect(u).toHaveProperty(key);
    expect(u.roleList.map((r: { code: string }) => r.code).sort()).toEqual(['director', 'notary']);
    expect(u.roles).toEqual([u.role]);
    expect(u.authorities.length).toBeGreaterThan(3);
  });

  it('accepts the token from the satoken or token cookie', async () => {
    const token = await ctx.login('assistant');
    expect((await ctx.app.inject({ url: '/api/auth/current-user', cookies: { satoken: token } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/current-user', cookies: { token } })).statusCode).toBe(200);
  });

  it('refuses cookie-authenticated writes from another site, allows same-origin ones and header tokens', async () => {
    const token = await ctx.login('assistant');
    const write = (headers: Record<string, string>, cookies?: Record<string, string>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/auth/current-user', payload: { phone: '010-12345678' }, headers, cookies });
    const cross = await write({ origin: 'https://evil.example', host: 'localhost' }, { satoken: token });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('CSRF_REJECTED');
    expect((await write({}, { satoken: token })).json().code).toBe('CSRF_REJECTED');
    expect((await write({ 'sec-fetch-site': 'same-origin' }, { satoken: token })).statusCode).toBe(200);
    expect((await write({ satoken: token })).statusCode).toBe(200);
  });

  it('ends a session idle for longer than the idle limit', async () => {
    const token = await ctx.login('archivist');
    await ageSessions(ctx.db, await userIdOf(ctx.db, 'archivist'), 'last_seen_at', 31);
    expect((await me({ satoken: token })).json().code).toBe('REQUIRED_LOGIN');
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const token = await ctx.login('finance');
    await ageSessions(ctx.db, await userIdOf(ctx.db, 'finance'), 'expires_at', 1);
    expect((await me({ satoken: token })).json().code).toBe('REQUIRED_LOGIN');
  });

  it('ends the sessions of a deactivated user at their next request', async () => {
    const token = await ctx.login('notary');
    await setUser(ctx.db, 'notary', { activated: false });
    expect((await me({ satoken: token })).json().code).toBe('REQUIRED_LOGIN');
    await setUser(ctx.db, 'notary', { activated: true });
  });

  it('logs out: the token stops working and the cookie is cleared', async () => {
    const token = await ctx.login('office_admin');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { satoken: token } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'satoken')?.value).toBe('');
    expect((await me({ satoken: token })).statusCode).toBe(401);
  });

  it('keeps a request id from the caller when it looks sane, and makes one otherwise', async () => {
    const given = await ctx.app.inject({ url: '/api/auth/current-user', headers: { 'x-request-id': 'req-12345678' } });
    expect(given.json().requestId).toBe('req-12345678');
    const made = await ctx.app.inject({ url: '/api/auth/current-user', headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
