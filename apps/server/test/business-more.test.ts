import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseClock, chinaDate } from '@notaria/contracts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, userIdOf } from './fixtures.ts';

let ctx: TestContext;
let admin: Client, assistant: Client, notary: Client, director: Client, archivist: Client, finance: Client, them: Client;
let ids: Record<string, number>;
let birth: any;

/** The director signed in with the approver role active. */
async function directorToken() {
  const token = await ctx.login('director');
  const me = (await client(ctx, token).get('/auth/current-user')).body.data;
  await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  return token;
}

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, assistant, notary, archivist, finance] = await Promise.all(['office_admin', 'assistant', 'notary', 'archivist', 'finance'].map(async (a) => client(ctx, await ctx.login(a))));
  director = client(ctx, await directorToken());
  ids = Object.fromEntries(await Promise.all(['assistant', 'notary', 'director', 'archivist'].map(async (a) => [a, await userIdOf(ctx.db, a)])));
  birth = (await assistant.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
  const other = await createOffice(ctx.db, '另一公证处', 'more_other', ['*']);
  them = client(ctx, await ctx.login('more_other', other.password));
});
afterAll(() => ctx.close());

const person = { name: '王小红', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' };
const newCase = async (over: Record<string, unknown> = {}) => {
  const res = await assistant.post('/business', {
    itemIds: [birth.id], parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }], handlerId: ids.notary, assistantId: ids.assistant,
    materials: birth.materials.map((m: any) => ({ name: m.name })), feeConfirmed: true, ...over,
  });
  expect(res.status).toBe(200);
  return res.body.data;
};
const accepted = async (over: Record<string, unknown> = {}) => {
  const c = await newCase(over);
  expect((await notary.put('/business/accept', { id: c.id })).status).toBe(200);
  return c.id as number;
};
const today = () => chinaDate(new Date());

describe('补充材料 and the 15-working-day clock', () => {
  it('has no clock before acceptance, and a running one after', async () => {
    const c = await newCase();
    expect(c).toMatchObject({ deadline: null, daysLeft: null, paused: false });
    const a = (await notary.put('/business/accept', { id: c.id })).body.data;
    expect(a).toMatchObject({ ...caseClock(today(), [], today()), paused: false });
    const row = (await assistant.get('/business/page', { businessNumber: c.businessNumber })).body.data.list[0];
    expect(row).toMatchObject({ deadline: a.deadline, daysLeft: a.daysLeft, paused: false });
  });

  it('pauses the clock with a reason and the materials asked for, and resumes when they are received', async () => {
    const id = await accepted();
    expect((await assistant.put('/business/additional', { id, reason: ' ' })).status).toBe(400);
    const paused = await assistant.put('/business/additional', { id, reason: '户口簿复印件不清晰', materials: ['户口簿（清晰复印件）'] });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'ACCEPTED', paused: true, pauses: [{ reason: '户口簿复印件不清晰', materials: ['户口簿（清晰复印件）'], receivedAt: null }] });
    expect(paused.body.data.deadline).toBe(caseClock(today(), [{ from: today(), to: null }], today()).deadline);
    expect(paused.body.data.materials.find((m: any) => m.name === '户口簿（清晰复印件）')).toMatchObject({ status: 'MISSING' });
    expect(paused.body.data.timeline.at(-1)).toMatchObject({ action: 'additional', note: '户口簿复印件不清晰', fromStatus: 'ACCEPTED', toStatus: 'ACCEPTED' });
    expect((await assistant.put('/business/additional', { id, reason: '再补' })).body).toMatchObject({ code: 'CONFLICT', message: '已在等待补充材料，请先登记收到' });
    expect((await notary.put('/business/submitReview', { id })).body).toMatchObject({ code: 'CONFLICT', message: '正在等待补充材料，不能提交审批' });

    const resumed = await assistant.put('/business/additional/received', { id });
    expect(resumed.body.data).toMatchObject({ paused: false, ...caseClock(today(), [{ from: today(), to: today() }], today()) });
    expect(resumed.body.data.materials.find((m: any) => m.name === '户口簿（清晰复印件）')).toMatchObject({ status: 'RECEIVED' });
    expect((await assistant.put('/business/additional/received', { id })).body).toMatchObject({ code: 'CONFLICT', message: '该业务没有待补充的材料' });
    const log = (await admin.get('/operate-log/page', { module: 'business', current: 1, size: 5 })).body.data;
    expect(log.list.map((e: any) => e.action)).toEqual(expect.arrayContaining(['additional', 'additionalReceived']));
  });

  it('is refused before acceptance, without the permission, and for another tenant', async () => {
    const c = await newCase();
    expect((await assistant.put('/business/additional', { id: c.id, reason: '缺材料' })).body).toMatchObject({ code: 'CONFLICT' });
    const id = await accepted();
    expect((await archivist.put('/business/additional', { id, reason: '缺材料' })).status).toBe(403);
    expect((await finance.put('/business/additional/received', { id })).status).toBe(403);
    expect((await them.put('/business/additional', { id, reason: '缺材料' })).status).toBe(404);
    expect((await assistant.get('/business', { id })).body.data.paused).toBe(false);
  });
});
