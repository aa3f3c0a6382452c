import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions, MENU } from '@notaria/contracts';
import { inTenant } from '../src/db/scope.ts';
import { resolveFlow } from '../src/modules/flow/flow.service.ts';
import { recordVerificationReport } from '../src/modules/verification/verification.service.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { PNG, uploadFile } from './upload.ts';

let ctx: TestContext;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
});
afterAll(() => ctx.close());

const idOf = async (path: string, pick: (x: any) => boolean) => (await admin.get(path, { size: 100 })).body.data.list.find(pick).id as number;

describe('departments', () => {
  it('lists the tree, creates, moves, refuses cycles and deletes only empty leaves', async () => {
    const tree = (await admin.get('/dept/page')).body.data;
    expect(tree.map((d: any) => d.name)).toContain('民事公证部');
    const civil = tree.find((d: any) => d.name === '民事公证部');
    expect(civil).toMatchObject({ headUserName: '李明', userCount: 2, children: [] });

    const created = await admin.post('/dept', { parentId: civil.id, name: '继承公证组', phone: '010-65120001', sort: 1 });
    expect(created.status).toBe(200);
    const team = created.body.data;
    expect(team).toMatchObject({ parentId: civil.id, name: '继承公证组', children: [] });
    expect((await admin.get('/dept', { id: civil.id })).body.data.children.map((c: any) => c.name)).toEqual(['继承公证组']);
    expect((await admin.get('/dept/page', { name: '继承' })).body.data).toMatchObject([{ name: '民事公证部', children: [{ name: '继承公证组' }] }]);
    expect((await admin.get('/dept/select')).body.data.find((d: any) => d.id === civil.id).children[0]).toEqual({
      id: team.id,
      name: '继承公证组',
      children: [],
    });

    const cycle = await admin.put('/dept', { id: civil.id, parentId: team.id, name: '民事公证部' });
    expect(cycle.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '不能把部门移到它自己或它的下级部门之下' });
    const dup = await admin.post('/dept', { parentId: civil.id, name: '继承公证组' });
    expect(dup.body.message).toBe('同一上级下已有名为“继承公证组”的部门');

    const withChild = await admin.del('/dept', civil.id);
    expect(withChild.status).toBe(409);
    expect(withChild.body.message).toBe('该部门下还有 1 个下级部门，不能删除');
    expect((await admin.del('/dept', team.id)).status).toBe(200);
    const withUsers = await admin.del('/dept', civil.id);
    expect(withUsers.body.message).toBe('该部门下还有 2 名用户，请先调整他们的部门再删除');
  });

  it('names the field in validation messages', async () => {
    const res = await admin.post('/dept', { parentId: null, name: '' });
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '部门名称不能为空' });
    const missing = await admin.post('/dept', { name: '无上级' });
    expect(missing.body.message).toBe('缺少必填项：上级部门');
  });
});

describe('roles', () => {
  it('serves the authority tree from the registry', async () => {
    const tree = (await admin.get('/role/authority-tree')).body.data;
    expect(tree.map((s: any) => s.key)).toEqual(MENU.map((s) => s.key));
    const system = tree.find((s: any) => s.key === 'system');
    expect(system.children.find((p: any) => p.key === 'system:account').children.map((f: any) => f.key)).toContain('system:account:electronicSignature');
    const keys = tree.flatMap((s: any) => s.children.flatMap((p: any) => [p.key, ...p.children.map((f: any) => f.key)]));
    expect(keys.sort()).toEqual(allPermissions().sort());
  });

  it('creates, validates permissions, and refuses * and deleting a role in use', async () => {
    const bad = await admin.post('/role', { name: '坏角色', code: 'bad', permissions: ['system:acount'] });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '未知的权限：system:acount' });
    const star = await admin.post('/role', { name: '全权', code: 'all', permissions: ['*'] });
    expect(star.body.message).toBe('全部权限（*）仅属于内置管理员角色');
    const codeBad = await admin.post('/role', { name: '编码错', code: '1x', permissions: [] });
    expect(codeBad.body.message).toBe('角色编码须以字母开头，只能包含字母、数字和下划线');

    const created = await admin.post('/role', {
      name: '前台',
      code: 'reception',
      description: '接待',
      permissions: ['business:accept:create', 'homePage:dashboard', 'business:accept:create'],
    });
    expect(created.body.data).toMatchObject({ name: '前台', permissions: ['homePage:dashboard', 'business:accept:create'], userCount: 0, builtin: false });
    const again = await admin.post('/role', { name: '前台2', code: 'reception', permissions: [] });
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: '角色编码已存在，请换一个' });

    const adminRole = await idOf('/role/page', (r) => r.code === 'admin');
    expect((await admin.put('/role', { id: adminRole, name: '管理员', code: 'admin', permissions: ['system:log'] })).body.message).toBe(
      '内置管理员角色拥有全部权限，不能修改其权限',
    );
    expect((await admin.del('/role', adminRole)).body.message).toBe('内置管理员角色不能删除');
    const notary = await idOf('/role/page', (r) => r.code === 'notary');
    expect((await admin.del('/role', notary)).body.message).toBe('该角色下还有 2 个用户，请先为他们更换角色再删除');
    const director = await idOf('/role/page', (r) => r.code === 'director');
    const select = (await admin.get('/role/select')).body.data;
    expect(select.find((r: any) => r.id === director)).toEqual({ id: director, name: '审批人(主任)', code: 'director' });
    expect((await admin.del('/role', created.body.data.id)).status).toBe(200);
  });

  it('changes the menu and API rights of the role’s users at their next request', async () => {
    const finance = client(ctx, await ctx.login('finance'));
    expect((await finance.get('/dept/page')).status).toBe(403);
    const roleId = await idOf('/role/page', (r) => r.code === 'finance');
    const role = (await admin.get('/role', { id: roleId })).body.data;
    await admin.put('/role', { ...role, permissions: [...role.permissions, 'system:dept'] });
    expect((await finance.get('/dept/page')).status).toBe(200);
    expect((await finance.get('/auth/current-user')).body.data.authorities).toContain('system:dept');
    expect((await finance.post('/dept', { parentId: null, name: '无权新增' })).status).toBe(403);
  });
});

describe('accounts', () => {
  let deptId: number;
  let roleId: number;
  beforeAll(async () => {
    deptId = (await admin.get('/dept/page')).body.data.find((d: any) => d.name === '涉外公证部').id;
    roleId = await idOf('/role/page', (r) => r.code === 'assistant');
  });

  it('creates an account that must change its password, with clear refusals', async () => {
    const body = { account: 'wang_new', name: '王新', password: 'Start@2026', phone: '13900000001', deptId, roleIds: [roleId], notaryCertNo: '' };
    const weak = await admin.post('/user', { ...body, password: 'short' });
    expect(weak.body).toMatchObject({ code: 'PASSWORD_POLICY' });
    const badPhone = await admin.post('/user', { ...body, phone: 'abc' });
    expect(badPhone.body.message).toBe('手机号格式不正确');
    const noRole = await admin.post('/user', { ...body, roleIds: [] });
    expect(noRole.body.message).toBe('角色至少选择 1 项');
    const foreignRole = await admin.post('/user', { ...body, roleIds: [1] });
    expect(foreignRole.body.message).toBe('所选角色不存在');

    const created = await admin.post('/user', body);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      account: 'wang_new',
      deptName: '涉外公证部',
      roleNames: ['公证员助理'],
      activated: true,
      mustChangePassword: true,
    });
    expect(created.body.data).not.toHaveProperty('passwordHash');
    const taken = await admin.post('/user', { ...body, account: 'notary' });
    expect(taken.body).toMatchObject({ code: 'CONFLICT', message: '账号已存在，请换一个' });

    const page = await admin.get('/user/page', { deptId, current: 1, size: 10 });
    expect(page.body.data.list.map((u: any) => u.account)).toEqual(['wang_new']);
    expect((await admin.get('/user/page', { name: '王', activated: true })).body.data.total).toBe(2);
    expect((await admin.get('/user/page', { roleId })).body.data.list.map((u: any) => u.account).sort()).toEqual(['assistant', 'wang_new']);
    const me = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'wang_new', password: 'Start@2026' } });
    expect(me.json().data.mustChangePassword).toBe(true);
  });

  it('updates, sets signature images, resets the password and (de)activates', async () => {
    const id = await idOf('/user/page', (u) => u.account === 'wang_new');
    const user = (await admin.get('/user', { id })).body.data;
    const updated = await admin.put('/user', { ...user, name: '王新新', notaryCertNo: '11010120260001' });
    expect(updated.body.data).toMatchObject({ name: '王新新', notaryCertNo: '11010120260001' });
    const adminToken = await ctx.login('office_admin');
    const [sign, hand] = await Promise.all(['sign.png', 'hand.png'].map(async (n) => (await uploadFile(ctx, adminToken, n, PNG)).body.data.ossUrl as string));
    expect((await admin.put('/user/sign-image', { id, url: sign })).body.data.signImage).toBe(sign);
    expect((await admin.put('/user/handwriting', { id, url: hand })).body.data.handwriting).toBe(hand);
    expect((await admin.put('/user/sign-image', { id, url: '/files/sign.png' })).body.message).toBe('电子签名须为本机构已上传的文件，请重新上传');

    const token = await ctx.login('wang_new', 'Start@2026');
    const own = client(ctx, token);
    expect((await own.get('/auth/current-user')).status).toBe(200);
    expect((await admin.put('/user/reset-password', { id, password: 'Reset@2026' })).status).toBe(200);
    expect((await own.get('/auth/current-user')).status).toBe(401);
    const again = client(ctx, await ctx.login('wang_new', 'Reset@2026'));
    expect((await again.get('/auth/current-user')).body.data.mustChangePassword).toBe(true);

    const off = await admin.put('/user/activated', { id, activated: false });
    expect(off.body).toMatchObject({ message: '账号已停用', data: { activated: false } });
    expect((await again.get('/auth/current-user')).status).toBe(401);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'wang_new', password: 'Reset@2026' } });
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    expect((await admin.put('/user/activated', { id, activated: true })).body.data.activated).toBe(true);
    expect((await admin.get('/user/select', { keyword: '王新' })).body.data).toEqual([{ id, name: '王新新', account: 'wang_new', deptName: '涉外公证部' }]);
  });

  it('moves live sessions off a role that was taken away', async () => {
    const director = client(ctx, await ctx.login('director'));
    const me = (await director.get('/auth/current-user')).body.data;
    const id = me.id;
    const user = (await admin.get('/user', { id })).body.data;
    expect(me.role).toBe('notary');
    const directorRole = user.roleIds.find((r: number) => r !== me.activeRoleId);
    await admin.put('/user', { ...user, roleIds: [directorRole] });
    const after = (await director.get('/auth/current-user')).body.data;
    expect(after).toMatchObject({ activeRoleId: directorRole, role: 'director' });
    expect(after.authorities).toContain('system:log');
  });

  it('refuses deleting oneself, and deletes others', async () => {
    const me = (await admin.get('/auth/current-user')).body.data;
    expect((await admin.del('/user', me.id)).body.message).toBe('不能删除当前登录的账号');
    const id = await idOf('/user/page', (u) => u.account === 'wang_new');
    expect((await admin.del('/user', id)).status).toBe(200);
    expect((await admin.get('/user', { id })).body).toMatchObject({ code: 'NOT_FOUND', message: '用户不存在' });
  });
});

describe('dictionaries', () => {
  it('has the seeded dictionaries, serves tree, lazy levels and a dictionary by key', async () => {
    const roots = (await admin.get('/dict/lazy-tree')).body.data;
    expect(roots.map((r: any) => r.key)).toEqual(['idType', 'gender', 'notarizationCategory', 'useCountry', 'useLanguage', 'leaveType', 'sealType', 'feeType']);
    expect(roots.every((r: any) => r.hasChildren)).toBe(true);
    const genders = (await admin.get('/dict/lazy-tree', { parentKey: 'gender' })).body.data;
    expect(genders.map((g: any) => g.name)).toEqual(['男', '女', '未知']);
    const tree = (await admin.get('/dict/tree')).body.data;
    expect(tree.find((d: any) => d.key === 'notarizationCategory').children.map((c: any) => c.value)).toContain('内民证');
    const assistant = client(ctx, await ctx.login('assistant'));
    const idType = (await assistant.get('/dict', { key: 'idType' })).body.data;
    expect(idType.items[0]).toMatchObject({ key: 'idType.ID_CARD', name: '居民身份证', value: 'ID_CARD' });
    expect((await assistant.get('/dict/tree')).status).toBe(403);
  });

  it('creates, renames a key with its children, and refuses deleting a parent', async () => {
    const parent = (await admin.post('/dict', { key: 'visaType', parentKey: null, name: '签证类型' })).body.data;
    const child = (await admin.post('/dict', { key: 'visaType.STUDY', parentKey: 'visaType', name: '学习签证', value: 'STUDY' })).body.data;
    expect((await admin.post('/dict', { key: 'visaType', parentKey: null, name: '重复' })).body.message).toBe('字典键已存在，请换一个');
    expect((await admin.post('/dict', { key: 'orphan', parentKey: 'nothing', name: '孤儿' })).body.message).toBe('上级字典不存在');
    expect((await admin.post('/dict', { key: '中文', parentKey: null, name: 'x' })).body.message).toBe('字典键须以字母开头，只含字母、数字及 _ . : -');
    await admin.put('/dict', { ...parent, key: 'visa' });
    expect((await admin.get('/dict', { key: 'visa' })).body.data.items.map((i: any) => i.id)).toEqual([child.id]);
    expect((await admin.del('/dict', parent.id)).body.message).toBe('该字典下还有 1 个子项，请先删除子项');
    expect((await admin.del('/dict', child.id)).status).toBe(200);
    expect((await admin.del('/dict', parent.id)).status).toBe(200);
    expect((await admin.get('/dict', { key: 'visa' })).body.code).toBe('NOT_FOUND');
  });
});

describe('flows', () => {
  it('has the seeded flows and resolves approvers by role, user and department head', async () => {
    const page = (await admin.get('/flow/page', { category: 'OA' })).body.data;
    expect(page.list.map((f: any) => f.code).sort()).toEqual([
      'archiveBorrow',
      'archiveDestroy',
      'archiveSecretDownload',
      'archiveTransfer',
      'electronicSeal',
      'introductionLetter',
      'leave',
      'useSeal',
      'useSealBlank',
    ]);
    const leave = page.list.find((f: any) => f.code === 'leave');
    expect(leave.steps.map((s: any) => [s.sort, s.approverType, s.approverName])).toEqual([
      [1, 'DEPT_HEAD', '申请人部门负责人'],
      [2, 'ROLE', '审批人(主任)'],
    ]);
    const applicant = await userIdOf(ctx.db, 'assistant');
    const resolved = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => resolveFlow(tx, DEMO_TENANT_ID, 'leave', applicant));
    expect(resolved.steps.map((s) => s.approverUserIds)).toEqual([[await userIdOf(ctx.db, 'notary')], [await userIdOf(ctx.db, 'director')]]);
    await expect(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => resolveFlow(tx, DEMO_TENANT_ID, 'nothing', applicant))).rejects.toThrow(
      '未配置启用的审批流程（nothing）',
    );
  });

  it('creates, updates steps, validates approvers, and deletes', async () => {
    const roleId = await idOf('/role/page', (r) => r.code === 'archivist');
    const userId = await idOf('/user/page', (u) => u.account === 'archivist');
    const body = { name: '用车审批', code: 'vehicleUse', category: 'OA', steps: [{ name: '档案员确认', approverType: 'ROLE', approverId: roleId }] };
    const created = (await admin.post('/flow', body)).body.data;
    expect(created.steps).toMatchObject([{ sort: 1, approverType: 'ROLE', approverId: roleId, approverName: '档案员' }]);
    expect((await admin.post('/flow', body)).body.message).toBe('流程编码已存在，请换一个');
    const noApprover = await admin.put('/flow', { ...body, id: created.id, steps: [{ name: '指定', approverType: 'USER', approverId: null }] });
    expect(noApprover.body.message).toBe('第 1 步“指定”须选择审批人员');
    const bad = await admin.put('/flow', { ...body, id: created.id, steps: [{ name: '指定', approverType: 'USER', approverId: 1 }] });
    expect(bad.body.message).toBe('第 1 步“指定”的审批人员不存在');
    const noSteps = await admin.post('/flow', { ...body, code: 'x2', steps: [] });
    expect(noSteps.body.message).toBe('审批步骤至少选择 1 项');
    const updated = await admin.put('/flow', {
      ...body,
      id: created.id,
      steps: [
        { name: '部门负责人', approverType: 'DEPT_HEAD', approverId: null },
        { name: '刘洋确认', approverType: 'USER', approverId: userId },
      ],
    });
    expect(updated.body.data.steps.map((s: any) => s.approverName)).toEqual(['申请人部门负责人', '刘洋']);
    expect((await admin.del('/user', userId)).body.message).toBe('该用户是流程“用车审批”的审批人，请先修改流程');
    expect((await admin.get('/flow', { id: created.id })).body.data.steps).toHaveLength(2);
    expect((await admin.del('/flow', created.id)).status).toBe(200);
    expect((await admin.get('/flow', { id: created.id })).body.code).toBe('NOT_FOUND');
  });
});

describe('my verification reports', () => {
  it('pages the current user’s reports: none yet, then only their own', async () => {
    const res = await admin.get('/verification/my-report-page', { current: 1, size: 10 });
    expect(res.body).toMatchObject({ success: true, data: { list: [], total: 0 } });
    const me = await userIdOf(ctx.db, 'office_admin');
    const other = await userIdOf(ctx.db, 'notary');
    await inTenant(ctx.db, DEMO_TENANT_ID, async (tx) => {
      await recordVerificationReport(tx, DEMO_TENANT_ID, {
        userId: me,
        kind: 'IDENTITY',
        title: '身份核验',
        subjectName: '张三',
        subjectIdNo: '1101**********1234',
        result: 'PASS',
        score: 98,
      });
      await recordVerificationReport(tx, DEMO_TENANT_ID, { userId: other, kind: 'IDENTITY', title: '身份核验', subjectName: '李四', result: 'FAIL' });
    });
    const mine = (await admin.get('/verification/my-report-page', { result: 'PASS' })).body.data;
    expect(mine).toMatchObject({ total: 1, list: [{ subjectName: '张三', subjectIdNo: '1101**********1234', score: 98, kind: 'IDENTITY' }] });
    expect((await admin.get('/verification/my-report-page', { result: 'FAIL' })).body.data.total).toBe(0);
  });
});
