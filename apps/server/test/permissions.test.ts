import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../src/plugins/auth.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice } from './fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('permission enforcement', () => {
  it('answers 403 in Chinese when the active role lacks the permission', async () => {
    await createOffice(ctx.db, '无首页机构', 'no_home', ['finance:list']);
    const token = await ctx.login('no_home', 'Other@2026');
    const res = await ctx.app.inject({ url: '/api/dashboard/summary', headers: { satoken: token } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: '您没有执行此操作的权限' });
  });

  it('lets any one of a list of permissions through', async () => {
    await createOffice(ctx.db, '归档机构', 'archive_only', ['business:archives']);
    const token = await ctx.login('archive_only', 'Other@2026');
    expect((await ctx.app.inject({ url: '/api/business/page', headers: { satoken: token } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/business/statistics', headers: { satoken: token } })).statusCode).toBe(403);
  });

  it('lets a page function imply the page, and * pass everything', async () => {
    for (const [account, perms] of [
      ['fn_only', ['homePage:dashboard:quick']],
      ['star', ['*']],
    ] as const) {
      await createOffice(ctx.db, `${account} 机构`, account, [...perms]);
      const token = await ctx.login(account, 'Other@2026');
      expect((await ctx.app.inject({ url: '/api/dashboard/summary', headers: { satoken: token } })).statusCode).toBe(200);
    }
  });

  it('refuses to register an API route without a known access rule', async () => {
    const app = Fastify();
    app.decorate('db', ctx.db);
    app.decorate('config', ctx.config);
    await app.register(cookie);
    await app.register(auth);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow('route /api/undeclared declares no config.access');
    expect(() => app.get('/api/typo', { config: { access: 'system:acount' } }, async () => 'x')).toThrow('unknown permission "system:acount"');
    expect(() => app.get('/api/star', { config: { access: '*' } }, async () => 'x')).toThrow('unknown permission "*"');
    expect(() => app.get('/api/section', { config: { access: 'business' } }, async () => 'x')).toThrow('declares a whole section "business"');
    expect(() => app.get('/api/none', { config: { access: [] } }, async () => 'x')).toThrow('declares an empty permission list');
    expect(() => app.get('/api/typos', { config: { access: ['business:accept', 'business:acept'] } }, async () => 'x')).toThrow(
      'unknown permission "business:acept"',
    );
    expect(() => app.get('/api/fine', { config: { access: 'system:account:create' } }, async () => 'x')).not.toThrow();
    expect(() => app.get('/api/any', { config: { access: ['business:accept', 'business:archives'] } }, async () => 'x')).not.toThrow();
    await app.close();
  });
});

describe('errors', () => {
  it('answers unknown API paths with the envelope and a Chinese message', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: '接口不存在：GET /api/no-such-thing' });
  });

  it('answers malformed JSON in Chinese without internals', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '请求格式不正确' });
  });

  it('serves the OpenAPI document and the API reference', async () => {
    const doc = await ctx.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/current-user', '/api/tenant/select']));
    expect((await ctx.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});
