import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, userIdOf } from './fixtures.ts';

let ctx: TestContext;
let admin: string;
let notary: string;
let assistant: string;
let foreign: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await createOffice(ctx.db, '上海市东方公证处', 'sh_admin', ['*']);
  [admin, notary, assistant, foreign] = await Promise.all(
    ['office_admin', 'notary', 'assistant', 'sh_admin'].map((a) => ctx.login(a, a === 'sh_admin' ? 'Other@2026' : undefined)),
  );
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { satoken: token }, payload });

const send = async (title: string, to: object, token = admin) =>
  (await call('POST', '/office-notice', token, { title, content: `${title}的内容`, ...to })).json();
const page = async (token: string, query = '') => (await call('GET', `/notify-message/my-page?current=1&size=10${query}`, token)).json().data;
const unread = async (token: string) => (await call('GET', '/notify-message/unread-total', token)).json().data;

describe('notices', () => {
  it('sends an office notice to users, roles and departments, once per person', async () => {
    const notaryId = await userIdOf(ctx.db, 'notary');
    const res = await send('周一例会', { userIds: [notaryId], roleIds: [], deptIds: [] });
    expect(res).toMatchObject({ success: true, data: 1, message: '已发送给 1 人' });
    const roles = (await call('GET', '/auth/current-user', assistant)).json().data.roleList;
    const both = await send('材料归档提醒', { userIds: [notaryId], roleIds: [roles[0].id], deptIds: [] });
    expect(both.data).toBe(2);
  });

  it('lists my notices with the business snapshot fields, filtered by read state, page size 10', async () => {
    const { list, total } = await page(notary);
    expect(total).toBe(2);
    expect(list[0]).toMatchObject({
      title: '材料归档提醒',
      content: '材料归档提醒的内容',
      isRead: false,
      notifyType: 'OFFICE_NOTICE',
      senderName: '赵敏',
      business: null,
      link: '/oa/notice',
    });
    expect(Date.parse(list[0].updateTime)).not.toBeNaN();
    expect(await unread(notary)).toBe(2);
    expect((await page(notary, '&isRead=true')).total).toBe(0);
  });

  it('marks only my own notices read, whatever ids are given', async () => {
    const mine = (await page(notary)).list;
    const theirs = (await page(assistant)).list;
    const res = await call('PUT', `/notify-message/read?ids=${mine[0].id},${theirs[0].id}`, notary);
    expect(res.json()).toMatchObject({ success: true, data: 1 });
    expect(await unread(notary)).toBe(1);
    expect(await unread(assistant)).toBe(1);
    const bad = await call('PUT', '/notify-message/read?ids=1;drop', notary);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it("never shows or changes another tenant's notices", async () => {
    const theirs = (await page(notary)).list.map((n: { id: number }) => n.id);
    expect((await page(foreign)).total).toBe(0);
    const res = await call('PUT', `/notify-message/read?ids=${theirs.join(',')}`, foreign);
    expect(res.json().data).toBe(0);
    expect(await unread(notary)).toBe(1);
    const cross = await send('越权通知', { userIds: [await userIdOf(ctx.db, 'notary')], roleIds: [], deptIds: [] }, foreign);
    expect(cross).toMatchObject({ success: false, message: '所选范围内没有可接收通知的在岗人员' });
  });

  it('reads all and removes all read, for me only', async () => {
    expect((await call('PUT', '/notify-message/read-all', notary)).json().data).toBe(1);
    expect(await unread(notary)).toBe(0);
    expect((await call('DELETE', '/notify-message/remove-all-read', notary)).json()).toMatchObject({ success: true, data: 2, message: '已删除全部已读通知' });
    expect((await page(notary)).total).toBe(0);
    expect((await page(assistant)).total).toBe(1);
  });

  it('lists sent office notices with read counts, and refuses senders without the permission', async () => {
    const sent = (await call('GET', '/office-notice/page?current=1&size=10', admin)).json().data;
    // The notary removed both read notices above; what recipients delete leaves the sent list.
    expect(sent.total).toBe(1);
    expect(sent.list[0]).toMatchObject({ title: '材料归档提醒', recipients: 1, read: 0, senderName: '赵敏' });
    const refused = await send('未授权', { userIds: [1], roleIds: [], deptIds: [] }, notary);
    expect(refused).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const empty = await send('无人', { userIds: [], roleIds: [], deptIds: [] });
    expect(empty.message).toBe('请至少选择一个接收人、角色或部门');
  });
});
