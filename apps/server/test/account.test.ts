import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demo, type TestContext } from './context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const put = (url: string, token: string, payload: object) => ctx.app.inject({ method: 'PUT', url, headers: { satoken: token }, payload });

describe('account', () => {
  it('updates the own profile and validates the phone', async () => {
    const token = await ctx.login('assistant');
    const res = await put('/api/auth/current-user', token, { name: ' 张婷婷 ', phone: '13912345678' });
    expect(res.json().data).toMatchObject({ name: '张婷婷', phone: '13912345678' });
    const bad = await put('/api/auth/current-user', token, { phone: 'call me' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '请输入正确的手机号或固定电话' });
  });

  it('changes the password: old one required, policy enforced, other sessions end', async () => {
    const first = await ctx.login('archivist');
    const second = await ctx.login('archivist');
    const wrongOld = await put('/api/auth/update-password', first, { oldPassword: 'nope-1234', newPassword: 'Better2026x' });
    expect(wrongOld.json()).toMatchObject({ code: 'PASSWORD_WRONG', message: '原密码不正确' });
    const weak = await put('/api/auth/update-password', first, { oldPassword: demo('archivist').password, newPassword: 'short' });
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_POLICY', message: '密码长度 8–64 位，须同时包含字母和数字，且不能与账号相同' });
    const okRes = await put('/api/auth/update-password', first, { oldPassword: demo('archivist').password, newPassword: 'Better2026x' });
    expect(okRes.json()).toMatchObject({ success: true, message: '密码已修改' });
    expect((await ctx.app.inject({ url: '/api/auth/current-user', headers: { satoken: first } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/current-user', headers: { satoken: second } })).statusCode).toBe(401);
    await expect(ctx.login('archivist')).rejects.toThrow();
    expect(await ctx.login('archivist', 'Better2026x')).toBeTruthy();
  });

  it('switches the active role on the server, and the API follows at once', async () => {
    const token = await ctx.login('director');
    const before = (await ctx.app.inject({ url: '/api/auth/current-user', headers: { satoken: token } })).json().data;
    const director = before.roleList.find((r: { code: string }) => r.code === 'director');
    const notary = before.roleList.find((r: { code: string }) => r.code === 'notary');
    await put('/api/auth/active-role', token, { roleId: notary.id });
    const switched = await put('/api/auth/active-role', token, { roleId: director.id });
    expect(switched.json().data).toMatchObject({ role: 'director', roleName: '审批人(主任)', activeRoleId: director.id });
    expect(switched.json().data.authorities).toContain('business:approve:notarization');
    const back = await put('/api/auth/active-role', token, { roleId: notary.id });
    expect(back.json().data.authorities).not.toContain('business:approve:notarization');
  });

  it('refuses a role the user does not hold', async () => {
    const token = await ctx.login('finance');
    const res = await put('/api/auth/active-role', token, { roleId: 1 });
    expect(res.json()).toMatchObject({ code: 'ROLE_NOT_HELD' });
  });

  it('serves the file base URL to signed-in users', async () => {
    const token = await ctx.login('notary');
    const res = await ctx.app.inject({ url: '/api/maintain/evidenceUpload/getUrl', headers: { satoken: token } });
    expect(res.json().data).toBe(ctx.config.fileBaseUrl);
  });

  it("pages the own sign-in history, newest first, failures included, nobody else's", async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'notary', password: 'wrong-pass-1' } });
    const token = await ctx.login('notary');
    await ctx.login('assistant');
    const res = await ctx.app.inject({ url: '/api/auth/sign-in-page?current=1&size=2', headers: { satoken: token } });
    const { list, total } = res.json().data;
    expect(total).toBe(3); // the earlier sign-in of this file, the failure, this one; not the assistant's
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ success: true, reason: '' });
    expect(list[1]).toMatchObject({ success: false, reason: 'PASSWORD' });
    expect(Date.parse(list[0].at)).toBeGreaterThanOrEqual(Date.parse(list[1].at));
    const tooBig = await ctx.app.inject({ url: '/api/auth/sign-in-page?current=1&size=100000', headers: { satoken: token } });
    expect(tooBig.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '每页条数不能大于 500' });
  });
});
