import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_ACTIONS, type CaseAction, type CaseStatus } from '@notaria/contracts';
import { DEMO_ROLES } from '../src/db/seed-data.ts';
import { decide } from '../src/modules/business/business.workflow.ts';
import { settleFees } from './finance-fixtures.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { userIdOf } from './fixtures.ts';
import { PICKUP, readyToIssue } from './case-document-setup.ts';

/**
 * Every case answer carries `abilities`: the status actions its reader may take now, as decide() of the
 * transition table allows them. The web shows exactly these buttons, so each must work and no other may.
 */
let ctx: TestContext;
let as: Record<string, Client>;
let notaryId: number, assistantId: number;
let birth: any;

/** The demo people as they sign in; the director once with the approver role active, once as a notary. */
const READERS: Record<string, { account: string; role: string }> = {
  admin: { account: 'office_admin', role: 'admin' },
  notary: { account: 'notary', role: 'notary' },
  assistant: { account: 'assistant', role: 'assistant' },
  director: { account: 'director', role: 'director' },
  directorAsNotary: { account: 'director', role: 'notary' },
  finance: { account: 'finance', role: 'finance' },
  archivist: { account: 'archivist', role: 'archivist' },
};
const permissionsOf = (role: string) => DEMO_ROLES.find((r) => r.code === role)!.permissions;

async function signIn(account: string, role: string) {
  const token = await ctx.login(account);
  const c = client(ctx, token);
  const me = (await c.get('/auth/current-user')).body.data;
  if (me.roleList.length > 1) await c.put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === role).id });
  return c;
}

beforeAll(async () => {
  ctx = await createTestContext();
  as = Object.fromEntries(await Promise.all(Object.entries(READERS).map(async ([k, r]) => [k, await signIn(r.account, r.role)])));
  [notaryId, assistantId] = await Promise.all([userIdOf(ctx.db, 'notary'), userIdOf(ctx.db, 'assistant')]);
  const tree = (await as.admin.get('/notarization-item/tree', { name: '出生' })).body.data;
  birth = tree[0].children[0].children[0];
});
afterAll(() => ctx.close());

const newCase = () => ({
  itemIds: [birth.id],
  parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '周可', idType: 'ID_CARD', idNumber: '110101199003078515' } }],
  handlerId: notaryId,
  assistantId,
  materials: birth.materials.map((m: any) => ({ name: m.name, kind: '身份材料', originalSeen: true })),
  feeConfirmed: true,
});

/**
 * What decide() allows `reader` on a case in `status` handled by the notary. `stepApprover`: the reader who decides
 * the current step of the case's 公证业务审批 request (the seeded two-step flow); only they approve or reject now.
 */
function allowed(reader: string, status: CaseStatus, stepApprover?: string): CaseAction[] {
  const { account, role } = READERS[reader];
  const isHandler = account === 'notary';
  const deciding = (a: CaseAction) => a === 'approve' || a === 'reject';
  return CASE_ACTIONS.filter(
    (a) => decide(status, a, { isHandler, permissions: permissionsOf(role) }).ok && !(stepApprover && deciding(a) && reader !== stepApprover),
  );
}

/** Checks every reader's abilities on the case, in its detail and in its list row; returns them. */
async function abilities(id: number, status: CaseStatus, stepApprover?: string) {
  const found: Record<string, CaseAction[]> = {};
  for (const reader of Object.keys(READERS)) {
    const d = await as[reader].get('/business', { id });
    if (d.status === 403) continue;
    expect(d.status, reader).toBe(200);
    expect(d.body.data.status).toBe(status);
    expect(d.body.data.abilities, `${reader} on ${status}`).toEqual(allowed(reader, status, stepApprover));
    found[reader] = d.body.data.abilities;
    const page = await as[reader].get('/business/page', { current: 1, size: 10, businessNumber: d.body.data.businessNumber });
    const row = page.body.data?.list?.find((r: { id: number }) => r.id === id);
    if (row) expect(row.abilities, `${reader} on ${status} (list)`).toEqual(found[reader]);
  }
  return found;
}

/** Every action a reader lacks is refused (403/409) and changes nothing. */
async function othersRefused(id: number, found: Record<string, CaseAction[]>) {
  for (const [reader, mine] of Object.entries(found)) {
    for (const action of CASE_ACTIONS.filter((a) => !mine.includes(a))) {
      const r = await as[reader].put(`/business/${action}`, { id, opinion: '意见', reason: '原因', specialKind: 'TERMINATE', archiveNumber: 'A-1' });
      expect([403, 409], `${reader} ${action}`).toContain(r.status);
    }
  }
}

/** Takes `action` as `reader`, which must find it among its abilities; the answer carries the new abilities. */
async function take(reader: string, id: number, action: CaseAction, body: Record<string, unknown> = {}, stepApprover?: string) {
  const before = (await as[reader].get('/business', { id })).body.data.abilities;
  expect(before, `${reader} may ${action}`).toContain(action);
  const r = await as[reader].put(`/business/${action}`, { id, ...body });
  expect(r.status, r.body.message).toBe(200);
  expect(r.body.data.abilities).toEqual(allowed(reader, r.body.data.status, stepApprover));
  return r.body.data;
}

describe('case abilities', () => {
  it('follow a case from 新业务 to 已归档: each reader gets exactly what decide() allows, those work and no other does', async () => {
    const created = await as.assistant.post('/business', newCase());
    expect(created.status).toBe(200);
    expect(created.body.data.abilities).toEqual([]);
    const id = created.body.data.id;

    const atNew = await abilities(id, 'NEW');
    expect(atNew).toMatchObject({ notary: ['accept', 'specialFlowLaunch'], assistant: [], directorAsNotary: [] });
    expect(atNew.archivist).toBeUndefined(); // 归档 does not read a new case
    await othersRefused(id, atNew);
    await take('notary', id, 'accept');

    const atAccepted = await abilities(id, 'ACCEPTED');
    expect(atAccepted.notary).toEqual(['submitReview', 'specialFlowLaunch']);
    await othersRefused(id, atAccepted);
    await settleFees(ctx, id);
    await take('notary', id, 'submitReview');

    // The seeded 公证业务审批 flow: 部门负责人审核 (李明 heads his department himself, so the administrator), then 主任审批.
    const atWaiting = await abilities(id, 'WAIT_APPROVE', 'admin');
    expect(atWaiting).toMatchObject({ notary: [], director: [], admin: ['approve', 'reject'] });
    await othersRefused(id, atWaiting);
    await take('admin', id, 'reject', { opinion: '请补正' });

    const atRejected = await abilities(id, 'APPROVE_REJECT');
    expect(atRejected.notary).toEqual(['submitReview', 'specialFlowLaunch']);
    await take('notary', id, 'submitReview', {}, 'admin');
    await take('admin', id, 'approve', {}, 'director');
    const atLastStep = await abilities(id, 'WAIT_APPROVE', 'director');
    expect(atLastStep).toMatchObject({ notary: [], director: ['approve', 'reject'], admin: [] });
    await othersRefused(id, atLastStep);
    await take('director', id, 'approve');

    const atPassed = await abilities(id, 'APPROVE_PASS');
    expect(atPassed.notary).toEqual(['issue', 'specialFlowLaunch']);
    await othersRefused(id, atPassed);
    await readyToIssue(ctx, as.notary, id);
    await take('notary', id, 'issue');

    const atCertified = await abilities(id, 'CERTIFIED');
    expect(atCertified.notary).toEqual(['send', 'specialFlowLaunch']);
    await othersRefused(id, atCertified);
    await take('notary', id, 'send', { delivery: PICKUP });

    const atArchives = await abilities(id, 'WAIT_ARCHIVES');
    expect(atArchives).toMatchObject({ notary: ['archive'], archivist: ['archive'], assistant: [] });
    await othersRefused(id, atArchives);
    await take('archivist', id, 'archive', { archiveNumber: '2026-民-0001' });

    const atArchived = await abilities(id, 'ARCHIVED');
    for (const mine of Object.values(atArchived)) expect(mine).toEqual([]);
    await othersRefused(id, atArchived);
  }, 90_000);

  it('follow a special flow: launched by the handler, decided by the approver, closed by the handler', async () => {
    const id = (await as.assistant.post('/business', newCase())).body.data.id;
    await take('notary', id, 'specialFlowLaunch', { specialKind: 'WITHDRAW', reason: '当事人撤回' });

    const atPending = await abilities(id, 'SPECIAL_PENDING');
    expect(atPending).toMatchObject({ notary: [], director: ['approveSpecial', 'rejectSpecial'] });
    await othersRefused(id, atPending);
    await take('director', id, 'approveSpecial');

    const atSuspended = await abilities(id, 'SUSPENDED');
    expect(atSuspended).toMatchObject({ notary: ['closeSuspended'], director: [] });
    await othersRefused(id, atSuspended);
    await take('notary', id, 'closeSuspended');
    await abilities(id, 'WAIT_ARCHIVES');
  });

  it("are the actor's own: the same case shows different buttons to the handler and to another notary", async () => {
    const id = (await as.assistant.post('/business', newCase())).body.data.id;
    expect((await as.notary.get('/business', { id })).body.data.abilities).toEqual(['accept', 'specialFlowLaunch']);
    expect((await as.directorAsNotary.get('/business', { id })).body.data.abilities).toEqual([]);
    expect((await as.directorAsNotary.put('/business/accept', { id })).body).toMatchObject({ code: 'FORBIDDEN', message: '只有承办公证员可以执行此操作' });
  });
});
