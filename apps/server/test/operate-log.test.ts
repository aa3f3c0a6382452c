import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../src/db/scope.ts';
import { operateLog } from '../src/db/schema.ts';
import { verifyLogReport } from '../src/scripts/verify-log.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
});
afterAll(() => ctx.close());

/** Entries written after the response (refusals) may land a moment later. */
async function findLog(c: Client, query: Record<string, unknown>) {
  for (let i = 0; i < 50; i++) {
    const list = (await c.get('/operate-log/page', query)).body.data.list;
    if (list.length) return list;
    await new Promise((r) => setTimeout(r, 20));
  }
  return [];
}

describe('operation log', () => {
  it('records a change with who, where, the request and a field-level diff, in the change’s transaction', async () => {
    const dept = (await admin.get('/dept/page')).body.data.find((d: any) => d.name === '财务室');
    const changed = await admin.put('/dept', { id: dept.id, parentId: null, name: '财务部', phone: dept.phone, sort: dept.sort, headUserId: null });
    expect(changed.status).toBe(200);
    const [entry] = await findLog(admin, { module: 'dept', action: 'update', requestId: changed.body.requestId });
    expect(entry).toMatchObject({
      account: 'office_admin',
      userName: '赵敏',
      targetId: String(dept.id),
      result: 'SUCCESS',
      method: 'PUT',
      path: '/api/dept',
      changeCount: 1,
    });
    expect(entry.ip).toBeTruthy();
    const detail = (await admin.get('/operate-log', { id: entry.id })).body.data;
    expect(detail.diff).toEqual([{ field: 'name', before: '财务室', after: '财务部' }]);
    expect(detail.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records refused and failed calls, and sign-out, but not sign-in; never the password', async () => {
    const notary = client(ctx, await ctx.login('notary'));
    const refused = await notary.post('/dept', { parentId: null, name: '越权' });
    expect(refused.status).toBe(403);
    const [denied] = await findLog(admin, { requestId: refused.body.requestId });
    expect(denied).toMatchObject({
      account: 'notary',
      module: 'dept',
      action: 'create',
      result: 'FAILURE',
      errorCode: 'FORBIDDEN',
      message: '您没有执行此操作的权限',
    });
    const invalid = await admin.post('/role', { name: '', code: 'x1', permissions: [] });
    expect((await findLog(admin, { requestId: invalid.body.requestId }))[0]).toMatchObject({
      result: 'FAILURE',
      errorCode: 'VALIDATION_FAILED',
      message: '角色名称不能为空',
    });
    const out = await notary.post('/auth/logout', {});
    expect((await findLog(admin, { requestId: out.body.requestId }))[0]).toMatchObject({ module: 'auth', action: 'logout', result: 'SUCCESS' });
    expect((await admin.get('/operate-log/page', { module: 'auth', action: 'login' })).body.data.total).toBe(0);

    const user = (await admin.get('/user/page', { account: 'archivist' })).body.data.list[0];
    const reset = await admin.put('/user/reset-password', { id: user.id, password: 'Secret@2026' });
    const [entry] = await findLog(admin, { requestId: reset.body.requestId });
    const detail = (await admin.get('/operate-log', { id: entry.id })).body.data;
    expect(detail.diff).toEqual([
      { field: 'password', before: '******', after: '******' },
      { field: 'mustChangePassword', before: false, after: true },
    ]);
    expect(JSON.stringify(detail)).not.toContain('Secret@2026');
  });

  it('filters by module, result and operator', async () => {
    const failures = (await admin.get('/operate-log/page', { result: 'FAILURE', size: 50 })).body.data;
    expect(failures.total).toBeGreaterThanOrEqual(2);
    expect(failures.list.every((e: any) => e.result === 'FAILURE')).toBe(true);
    expect((await admin.get('/operate-log/page', { account: 'notary' })).body.data.list.every((e: any) => e.account === 'notary')).toBe(true);
    expect((await admin.get('/operate-log/page', { result: 'MAYBE' })).body.message).toBe('结果取值不在允许范围内');
    // A module logged under two keys (the service's and the path's) is one choice: both keys at once.
    const both = (await admin.get('/operate-log/page', { module: 'dept,auth', size: 100 })).body.data.list as any[];
    expect(new Set(both.map((e) => e.module))).toEqual(new Set(['dept', 'auth']));
  });

  it('keeps one valid chain under concurrent writes', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => admin.post('/dict', { key: `chain${i}`, parentKey: null, name: `并发${i}` })));
    expect((await admin.get('/operate-log/verify')).body.data).toMatchObject({ ok: true, firstBroken: null });
  });

  it('is append-only for the application', async () => {
    await expect(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.update(operateLog).set({ message: 'x' }))).rejects.toThrow();
    await expect(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.delete(operateLog))).rejects.toThrow();
  });

  it('reports the first tampered entry, through the API and the command', async () => {
    const before = (await admin.get('/operate-log/verify')).body.data;
    expect(before.ok).toBe(true);
    const target = (await admin.get('/operate-log/page', { module: 'dept', action: 'update' })).body.data.list[0];
    await ctx.db.orm.execute(sql`alter table operate_log disable trigger operate_log_no_change`);
    await ctx.db.orm.execute(sql`update operate_log set diff = '[{"field":"name","before":"财务室","after":"篡改"}]'::jsonb where id = ${target.id}`);
    await ctx.db.orm.execute(sql`alter table operate_log enable trigger operate_log_no_change`);
    const after = await admin.get('/operate-log/verify');
    expect(after.body.data).toMatchObject({ ok: false, firstBroken: { id: target.id, reason: '日志内容与其哈希不一致（日志被改动）' } });
    expect(after.body.message).toBe(`日志在第 ${target.id} 条处断开`);
    const report = await verifyLogReport(ctx.db);
    expect(report.broken).toBe(true);
    expect(report.lines.find((l) => l.startsWith(`机构 ${DEMO_TENANT_ID}：`))).toContain(`在第 ${target.id} 条处断开`);
  });

  it('records the super administrator entering a tenant, once per move, in the tenant entered', async () => {
    const token = await ctx.login('admin');
    const inOffice = client(ctx, token, DEMO_TENANT_ID);
    await inOffice.get('/dashboard/summary');
    await inOffice.get('/dashboard/summary');
    const switches = (await admin.get('/operate-log/page', { module: 'tenant', action: 'switch' })).body.data;
    expect(switches).toMatchObject({ total: 1, list: [{ account: 'admin', targetId: String(DEMO_TENANT_ID), result: 'SUCCESS' }] });
    await client(ctx, token).get('/auth/current-user');
    const home = (await client(ctx, token).get('/operate-log/page', { module: 'tenant', action: 'switch' })).body.data;
    expect(home.total).toBe(1);
    expect((await admin.get('/operate-log/page', { module: 'tenant', action: 'switch' })).body.data.total).toBe(1);
  });
});
