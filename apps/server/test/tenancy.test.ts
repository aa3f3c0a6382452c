import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, inTenant } from '../src/db/scope.ts';
import { roles, users } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
let other: Awaited<ReturnType<typeof createOffice>>;
beforeAll(async () => {
  ctx = await createTestContext();
  other = await createOffice(ctx.db, '上海市东方公证处', 'sh_admin', ['*']);
});
afterAll(() => ctx.close());

const summary = (token: string, tid?: number) =>
  ctx.app.inject({ url: '/api/dashboard/summary', headers: { satoken: token, ...(tid ? { tid: String(tid) } : {}) } });

describe('row-level security', () => {
  it('is forced on every table with a tenant_id, and on tenants', async () => {
    const rows = await asSystem(ctx.db, (tx) =>
      tx.execute(sql`
        select c.relname, c.relrowsecurity, c.relforcerowsecurity,
               exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policy
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and (c.relname = 'tenants' or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id'))`),
    );
    const tables = (rows as unknown as { rows: unknown[] }).rows as {
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
      policy: boolean;
    }[];
    expect(tables.map((t) => t.relname)).toEqual(expect.arrayContaining(['users', 'roles', 'sessions', 'departments', 'user_roles', 'login_log', 'tenants']));
    for (const t of tables) expect(t, t.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true, policy: true });
  });

  it('runs application queries as a role that is neither superuser nor exempt from row security', async () => {
    const result = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      tx.execute(sql`select current_user as name, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user`),
    );
    const [me] = (result as unknown as { rows: unknown[] }).rows as { name: string; rolsuper: boolean; rolbypassrls: boolean }[];
    expect(me).toEqual({ name: 'notaria_app', rolsuper: false, rolbypassrls: false });
  });

  it('hides, protects and refuses rows of another tenant by id', async () => {
    const seen = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.select().from(users).where(eq(users.id, other.userId)));
    expect(seen).toEqual([]);
    const changed = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.update(users).set({ name: '篡改' }).where(eq(users.id, other.userId)).returning());
    expect(changed).toEqual([]);
    const removed = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.delete(roles).where(eq(roles.id, other.roleId)).returning());
    expect(removed).toEqual([]);
    await expect(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.insert(roles).values({ tenantId: other.tenantId, name: '越权', code: 'x' }))).rejects.toThrow();
    const [still] = await inTenant(ctx.db, other.tenantId, (tx) => tx.select().from(users).where(eq(users.id, other.userId)));
    expect(still.name).toBe('测试员');
  });

  it('sees nothing at all when no tenant is set', async () => {
    const rows = await ctx.db.orm.transaction(async (tx) => {
      await tx.execute(sql`set local role notaria_app`);
      return tx.select().from(users);
    });
    expect(rows).toEqual([]);
  });
});

describe('the tid header', () => {
  it('is ignored for everyone but user id 1', async () => {
    const token = await ctx.login('office_admin');
    const own = (await summary(token)).json().data;
    const forged = await summary(token, other.tenantId);
    expect(forged.statusCode).toBe(200);
    expect(forged.json().data).toEqual(own);
    expect(own.tenantName).toBe('北京市长安公证处');
  });

  it('lets the super administrator work in the chosen tenant', async () => {
    const token = await ctx.login('admin');
    const res = await summary(token, other.tenantId);
    expect(res.json().data).toMatchObject({ tenantName: '上海市东方公证处', staffTotal: 1, roleTotal: 1 });
    const me = await ctx.app.inject({ url: '/api/auth/current-user', headers: { satoken: token, tid: String(DEMO_TENANT_ID) } });
    expect(me.json().data).toMatchObject({ id: 1, tenantId: DEMO_TENANT_ID, tenantName: '北京市长安公证处' });
  });

  it('refuses an unknown or malformed tenant for the super administrator', async () => {
    const token = await ctx.login('admin');
    expect((await summary(token, 9999)).json().code).toBe('NOT_FOUND');
    const bad = await ctx.app.inject({ url: '/api/dashboard/summary', headers: { satoken: token, tid: 'abc' } });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '机构编号不正确' });
  });

  it('lists tenants only for the super administrator', async () => {
    const admin = await ctx.login('admin');
    const list = (await ctx.app.inject({ url: '/api/tenant/select', headers: { satoken: admin } })).json().data;
    expect(list.map((t: { name: string }) => t.name)).toEqual(['Notaria 平台运营', '北京市长安公证处', '上海市东方公证处']);
    expect(Object.keys(list[0]).sort()).toEqual(['alias', 'id', 'name']);
    const officeAdmin = await ctx.login('office_admin');
    const refused = await ctx.app.inject({ url: '/api/tenant/select', headers: { satoken: officeAdmin } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('仅平台超级管理员可执行此操作');
  });
});
