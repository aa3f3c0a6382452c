import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
let a: Client;
let b: Client;
let bIds: Record<string, number>;
let bTenant: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const other = await createOffice(ctx.db, '上海市东方公证处', 'sh_admin', ['*']);
  bTenant = other.tenantId;
  a = client(ctx, await ctx.login('office_admin'));
  b = client(ctx, await ctx.login('sh_admin', other.password));
  const rule = (await b.post('/number', { name: '沪编号', code: 'sh', pattern: '沪{seq:3}', resetCycle: 'NEVER' })).body.data;
  const dict = (await b.post('/dict', { key: 'shOnly', parentKey: null, name: '沪字典' })).body.data;
  const flow = (
    await b.post('/flow', { name: '沪流程', code: 'shFlow', category: 'OA', steps: [{ name: '负责人', approverType: 'DEPT_HEAD', approverId: null }] })
  ).body.data;
  bIds = { user: other.userId, role: other.roleId, dept: other.deptId, number: rule.id, dict: dict.id, flow: flow.id };
});
afterAll(() => ctx.close());

const bodies: Record<string, (id: number) => object> = {
  user: (id) => ({ id, account: 'hijack', name: '篡改', deptId: null, roleIds: [1] }),
  role: (id) => ({ id, name: '篡改', code: 'hijack', permissions: [] }),
  dept: (id) => ({ id, parentId: null, name: '篡改' }),
  number: (id) => ({ id, name: '篡改', code: 'hijack', pattern: '{seq}', resetCycle: 'NEVER' }),
  dict: (id) => ({ id, key: 'hijack', parentKey: null, name: '篡改' }),
  flow: (id) => ({ id, name: '篡改', code: 'hijack', category: 'OA', steps: [{ name: 'x', approverType: 'DEPT_HEAD', approverId: null }] }),
};

describe('another tenant’s records', () => {
  it('are not found by id, and neither updated nor deleted', async () => {
    for (const [m, id] of Object.entries(bIds)) {
      const read = m === 'dict' ? await a.get('/dict', { key: 'shOnly' }) : await a.get(`/${m}`, { id });
      expect(read.body.code, `${m} read`).toBe('NOT_FOUND');
      const update = await a.put(`/${m}`, bodies[m](id));
      expect(update.body.code === 'NOT_FOUND' || update.body.code === 'VALIDATION_FAILED', `${m} update: ${update.body.message}`).toBe(true);
      expect((await a.del(`/${m}`, id)).body.code, `${m} delete`).toBe('NOT_FOUND');
    }
    const user = (await b.get('/user', { id: bIds.user })).body.data;
    expect(user).toMatchObject({ account: 'sh_admin', name: '测试员' });
    expect((await b.get('/role', { id: bIds.role })).body.data.name).toBe('测试角色');
    expect((await b.get('/dept', { id: bIds.dept })).body.data.name).toBe('办公室');
    expect((await b.get('/number', { id: bIds.number })).body.data.name).toBe('沪编号');
    expect((await b.get('/dict', { key: 'shOnly' })).body.data.name).toBe('沪字典');
    expect((await b.get('/flow', { id: bIds.flow })).body.data.name).toBe('沪流程');
  });

  it('stay out of lists and select lists, and a forged tid is ignored', async () => {
    const token = await ctx.login('office_admin');
    const forged = client(ctx, token, bTenant);
    expect((await forged.get('/user', { id: bIds.user })).body.code).toBe('NOT_FOUND');
    expect((await forged.get('/user/page', { size: 100 })).body.data.list.every((u: any) => u.tenantId === DEMO_TENANT_ID)).toBe(true);
    expect((await forged.get('/role/select')).body.data.some((r: any) => r.id === bIds.role)).toBe(false);
    expect((await forged.put('/user/activated', { id: bIds.user, activated: false })).body.code).toBe('NOT_FOUND');
    expect((await forged.put('/user/reset-password', { id: bIds.user, password: 'Hijack@2026' })).body.code).toBe('NOT_FOUND');
    expect((await a.put('/user/sign-image', { id: bIds.user, url: '/x.png' })).body.code).toBe('NOT_FOUND');
    expect((await a.get('/dept/select')).body.data.some((d: any) => d.id === bIds.dept)).toBe(false);
    expect((await a.get('/number/ledger-page', { ruleId: bIds.number })).body.data.total).toBe(0);
    const ownUser = (await a.get('/user/page', { account: 'notary' })).body.data.list[0];
    expect((await a.put('/user', { ...ownUser, roleIds: [bIds.role] })).body.message).toBe('所选角色不存在');
    expect((await a.put('/user', { ...ownUser, deptId: bIds.dept })).body.message).toBe('所选部门不存在');
    const ownLog = (await a.get('/operate-log/page', { size: 1 })).body.data.list[0];
    expect((await b.get('/operate-log', { id: ownLog.id })).body.code).toBe('NOT_FOUND');
  });
});

describe('function permissions', () => {
  it('let a read-only role list but not write, in every administration page', async () => {
    await createOffice(ctx.db, '只读机构', 'reader', ['system:account', 'system:role', 'system:dept', 'system:number', 'system:dict', 'system:flow']);
    const reader = client(ctx, await ctx.login('reader', 'Other@2026'));
    for (const m of ['user', 'role', 'number', 'flow']) expect((await reader.get(`/${m}/page`)).status, m).toBe(200);
    expect((await reader.get('/dept/page')).status).toBe(200);
    expect((await reader.get('/dict/tree')).status).toBe(200);
    expect((await reader.get('/operate-log/page')).status).toBe(403);
    for (const m of ['user', 'role', 'dept', 'number', 'dict', 'flow']) {
      expect((await reader.post(`/${m}`, {})).status, `${m} create`).toBe(403);
      expect((await reader.put(`/${m}`, {})).status, `${m} update`).toBe(403);
      expect((await reader.del(`/${m}`, 1)).status, `${m} delete`).toBe(403);
    }
    for (const path of ['/user/sign-image', '/user/handwriting', '/user/activated', '/user/reset-password', '/number/void'])
      expect((await reader.put(path, {})).status, path).toBe(403);
    expect((await reader.get('/tenant/page')).status).toBe(403);
  });
});

describe('tenants (super administrator)', () => {
  it('creates a tenant with its first administrator, disables and deletes it', async () => {
    const root = client(ctx, await ctx.login('admin'));
    const body = {
      name: '广州市南方公证处',
      alias: '粤南方',
      contact: '陈主任',
      phone: '020-88880000',
      admin: { account: 'gz_admin', name: '黄敏', password: 'Guang@2026' },
    };
    expect((await a.post('/tenant', body)).status).toBe(403);
    expect((await root.post('/tenant', { ...body, admin: { ...body.admin, password: 'weak' } })).body.code).toBe('PASSWORD_POLICY');
    expect((await root.post('/tenant', { ...body, admin: { ...body.admin, account: 'notary' } })).body.message).toBe('管理员账号已存在，请换一个');
    const created = await root.post('/tenant', body);
    expect(created.body.data).toMatchObject({ name: '广州市南方公证处', alias: '粤南方', status: 'ACTIVE', userCount: 1 });
    const id = created.body.data.id;
    expect((await root.post('/tenant', body)).body.message).toBe('已存在名为“广州市南方公证处”的机构');

    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'gz_admin', password: 'Guang@2026' } });
    expect(login.json().data.mustChangePassword).toBe(true);
    const gz = client(ctx, login.json().data.tokenValue);
    expect((await gz.get('/dict', { key: 'feeType' })).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await gz.put('/auth/update-password', { oldPassword: 'Guang@2026', newPassword: 'Guang@2026new' })).status).toBe(200);
    const me = (await gz.get('/auth/current-user')).body.data;
    expect(me).toMatchObject({ tenantName: '广州市南方公证处', roles: ['*', 'admin'], roleName: '管理员' });
    expect((await gz.get('/dict', { key: 'feeType' })).body.data.items.length).toBeGreaterThan(3);
    expect(
      (await gz.get('/number/preview', { id: (await gz.get('/number/page')).body.data.list.find((r: any) => r.code === 'certificate').id })).body.data.number,
    ).toContain('粤南方内民证字第00001号');

    const page = (await root.get('/tenant/page', { name: '南方' })).body.data;
    expect(page).toMatchObject({ total: 1, list: [{ id, contact: '陈主任' }] });
    expect((await root.put('/tenant', { id, name: '广州市南方公证处', alias: '南方', contact: '陈主任', phone: '' })).body.data.alias).toBe('南方');
    expect((await root.del('/tenant', id)).body.message).toBe('请先停用该机构，再删除');
    expect((await root.put('/tenant/status', { id, status: 'DISABLED' })).body.data.status).toBe('DISABLED');
    expect((await gz.get('/auth/current-user')).status).toBe(401);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'gz_admin', password: 'Guang@2026new' } });
    expect(refused.json().code).toBe('TENANT_DISABLED');
    expect((await root.put('/tenant/status', { id: 1, status: 'DISABLED' })).body.message).toBe('平台机构不能停用');

    expect((await root.del('/tenant', id)).status).toBe(200);
    expect((await root.get('/tenant/page', { name: '南方' })).body.data.total).toBe(0);
    expect((await root.get('/tenant/select')).body.data.some((t: any) => t.id === id)).toBe(false);
    expect((await client(ctx, await ctx.login('admin'), id).get('/auth/current-user')).body.code).toBe('NOT_FOUND');
    const log = (await root.get('/operate-log/page', { module: 'tenant', size: 20 })).body.data.list.map((e: any) => e.action);
    expect(log).toEqual(expect.arrayContaining(['create', 'update', 'status', 'delete']));
  });
});
