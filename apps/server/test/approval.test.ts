import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { asSystem, inTenant } from '../src/db/scope.ts';
import { notices, roles } from '../src/db/schema.ts';
import type { Actor } from '../src/modules/auth/auth.api.ts';
import { openApprovalOf, registerApprovalKind, startApproval, type ApprovalKind, type ApprovalRequestRow } from '../src/modules/approval/approval.api.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { actorOf } from './evidence-certificate-setup.ts';

let ctx: TestContext;
const c: Record<string, Client> = {};
const id: Record<string, number> = {};
let roleId: Record<string, number>;
let subject = 0;
/** What the kind's callbacks saw, in order. */
const calls: { what: 'approved' | 'REJECTED' | 'WITHDRAWN'; requestId: number; status: string; by: number }[] = [];

const testKind: ApprovalKind = {
  kind: 'testKind',
  title: '测试申请',
  flowCode: 'testFlow',
  onApproved: async (_tx: Tx, r: ApprovalRequestRow, actor: Actor) =>
    void calls.push({ what: 'approved', requestId: r.id, status: r.status, by: actor.userId }),
  onClosed: async (_tx, r, actor, outcome) => void calls.push({ what: outcome, requestId: r.id, status: r.status, by: actor.userId }),
  describe: async (_tx, r) => [{ label: '事项编号', value: String(r.subjectId) }],
};
registerApprovalKind(testKind);

type Step = { name: string; approverType: 'ROLE' | 'USER' | 'DEPT_HEAD'; approverId: number | null };
let flowId = 0;
/** Configures 测试流程 through 流程配置, as an office would. */
async function setFlow(steps: Step[], enabled = true) {
  const body = { name: '测试流程', code: 'testFlow', category: 'OA', enabled, steps };
  const res = flowId ? await c.office_admin.put('/flow', { id: flowId, ...body }) : await c.office_admin.post('/flow', body);
  expect(res.status, res.body.message).toBe(200);
  flowId = res.body.data.id;
}

async function start(account: string, summary = '测试') {
  const actor = await actorOf(ctx, account, DEMO_TENANT_ID);
  return inTenant(ctx.db, DEMO_TENANT_ID, (tx) => startApproval(tx, actor, { kind: 'testKind', subjectId: ++subject, summary }));
}
const rows = async (q: ReturnType<typeof sql>) => asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, any>[] }).rows);
const row = async (requestId: number) => (await rows(sql`select * from approval_requests where id = ${requestId}`))[0];
const pendingIds = async (account: string) =>
  ((await c[account].get('/approval/pending', { current: 1, size: 50 })).body.data.list as { id: number }[]).map((r) => r.id);
const approve = (account: string, requestId: number, opinion?: string) => c[account].put('/approval/approve', { id: requestId, opinion });

beforeAll(async () => {
  ctx = await createTestContext();
  for (const a of ['office_admin', 'notary', 'assistant', 'director', 'finance', 'archivist']) {
    c[a] = client(ctx, await ctx.login(a));
    id[a] = await userIdOf(ctx.db, a);
  }
  roleId = Object.fromEntries(
    (await asSystem(ctx.db, (tx) => tx.select({ id: roles.id, code: roles.code }).from(roles).where(eq(roles.tenantId, DEMO_TENANT_ID)))).map((r) => [
      r.code,
      r.id,
    ]),
  );
});
afterAll(() => ctx.close());

describe('approval flows', () => {
  it('routes a ROLE step to the role holders, shows the request to those involved only, and notifies approvers and applicant', async () => {
    await setFlow([{ name: '主任审批', approverType: 'ROLE', approverId: roleId.director }]);
    const { id: rid } = await start('assistant', '退还张三公证费 200 元');
    expect(await pendingIds('director')).toContain(rid);
    expect(await pendingIds('notary')).not.toContain(rid);
    const waiting = await asSystem(ctx.db, (tx) =>
      tx
        .select()
        .from(notices)
        .where(and(eq(notices.recipientId, id.director), eq(notices.notifyType, 'APPROVAL_WAIT'))),
    );
    expect(waiting.map((n) => n.link)).toContain(`/oa/approve?id=${rid}`);

    const seen = await c.director.get('/approval/detail', { id: rid });
    expect(seen.body.data).toMatchObject({
      kindTitle: '测试申请',
      applicantName: '张婷',
      lines: [{ label: '事项编号' }],
      abilities: { decide: true, withdraw: false },
    });
    expect(seen.body.data.steps).toEqual([{ name: '主任审批', approverLabel: '审批人(主任)', state: 'CURRENT', approverNames: ['王建国'] }]);
    expect((await c.finance.get('/approval/detail', { id: rid })).status).toBe(404);
    expect((await approve('finance', rid)).status).toBe(404);

    const done = await approve('director', rid, '同意退费');
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'APPROVED', decisions: [{ approverName: '王建国', decision: 'APPROVE', opinion: '同意退费' }] });
    expect(calls.filter((x) => x.requestId === rid)).toEqual([{ what: 'approved', requestId: rid, status: 'APPROVED', by: id.director }]);
    const result = await asSystem(ctx.db, (tx) =>
      tx
        .select()
        .from(notices)
        .where(and(eq(notices.recipientId, id.assistant), eq(notices.notifyType, 'APPROVAL_RESULT'))),
    );
    expect(result.map((n) => n.title)).toContain('测试申请已通过：退还张三公证费 200 元');
    expect(((await c.director.get('/approval/decided', { current: 1, size: 10 })).body.data.list as { id: number }[]).map((r) => r.id)).toContain(rid);
    const mine = (await c.assistant.get('/approval/mine', { current: 1, size: 10, status: 'APPROVED' })).body.data;
    expect(mine.list.map((r: { id: number }) => r.id)).toContain(rid);
  });

  it('never lets the applicant approve their own request, even holding the role', async () => {
    // The director also holds 公证员: a 公证员 step of the director's request goes to the other 公证员 only.
    await setFlow([{ name: '公证员审核', approverType: 'ROLE', approverId: roleId.notary }]);
    const { id: rid } = await start('director');
    expect((await row(rid)).current_approver_ids).toEqual([id.notary]);
    const own = await approve('director', rid);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('不能审批自己提交的申请');
    // A step only the applicant could take is refused at the start.
    await setFlow([{ name: '主任审批', approverType: 'ROLE', approverId: roleId.director }]);
    await expect(start('director')).rejects.toThrow(/没有可审批的在岗人员/);
  });

  it('needs a DEPT_HEAD step and a USER step both approved before onApproved runs, exactly once', async () => {
    await setFlow([
      { name: '部门负责人审核', approverType: 'DEPT_HEAD', approverId: null },
      { name: '财务复核', approverType: 'USER', approverId: id.finance },
    ]);
    const { id: rid } = await start('assistant');
    expect(await pendingIds('notary')).toContain(rid); // 李明 heads 民事公证部
    expect(await pendingIds('finance')).not.toContain(rid);
    expect((await approve('notary', rid)).body.data).toMatchObject({ status: 'PENDING', currentStep: 1, stepName: '财务复核' });
    expect(calls.some((x) => x.requestId === rid)).toBe(false);
    expect(await pendingIds('finance')).toContain(rid);
    expect((await approve('notary', rid)).status).toBe(403);
    expect((await c.assistant.put('/approval/withdraw', { id: rid })).body.message).toBe('已有审批人作出决定，不能再撤回');
    expect((await approve('finance', rid)).body.data.status).toBe('APPROVED');
    expect((await approve('finance', rid)).status).toBe(409);
    expect(calls.filter((x) => x.requestId === rid).map((x) => x.what)).toEqual(['approved']);
    const detail = (await c.assistant.get('/approval/detail', { id: rid })).body.data;
    expect(detail.steps.map((s: { state: string }) => s.state)).toEqual(['DONE', 'DONE']);
    expect(detail.decisions.map((d: { approverName: string }) => d.approverName)).toEqual(['李明', '陈静']);
  });

  it('sends a department head’s own request to the head above, else to the office administrators', async () => {
    await setFlow([{ name: '部门负责人审核', approverType: 'DEPT_HEAD', approverId: null }]);
    const { id: rid } = await start('notary'); // 李明 heads 民事公证部, which has no parent
    expect((await row(rid)).current_approver_ids).toEqual([id.office_admin]);
  });

  it('closes on rejection, which needs an opinion', async () => {
    await setFlow([
      { name: '主任审批', approverType: 'ROLE', approverId: roleId.director },
      { name: '财务复核', approverType: 'USER', approverId: id.finance },
    ]);
    const { id: rid } = await start('assistant');
    const blank = await c.director.put('/approval/reject', { id: rid, opinion: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/审批意见/);
    const rejected = await c.director.put('/approval/reject', { id: rid, opinion: '材料不全' });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED' });
    expect(rejected.body.data.steps.map((s: { state: string }) => s.state)).toEqual(['REJECTED', 'SKIPPED']);
    expect(calls.filter((x) => x.requestId === rid)).toEqual([{ what: 'REJECTED', requestId: rid, status: 'REJECTED', by: id.director }]);
    expect(await pendingIds('finance')).not.toContain(rid);
    expect((await approve('director', rid)).status).toBe(409);
  });

  it('lets only the applicant withdraw before any decision, and refuses a second open request of a subject', async () => {
    await setFlow([{ name: '主任审批', approverType: 'ROLE', approverId: roleId.director }]);
    const { id: rid } = await start('assistant');
    const actor = await actorOf(ctx, 'assistant', DEMO_TENANT_ID);
    const again = inTenant(ctx.db, DEMO_TENANT_ID, (tx) => startApproval(tx, actor, { kind: 'testKind', subjectId: subject, summary: '再次' }));
    await expect(again).rejects.toThrow(/已有审批中的测试申请/);
    expect((await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => openApprovalOf(tx, DEMO_TENANT_ID, 'testKind', subject)))?.id).toBe(rid);
    expect((await c.director.put('/approval/withdraw', { id: rid })).status).toBe(403);
    const back = await c.assistant.put('/approval/withdraw', { id: rid });
    expect(back.body.data).toMatchObject({ status: 'WITHDRAWN', abilities: { withdraw: false, decide: false } });
    expect(calls.filter((x) => x.requestId === rid).map((x) => x.what)).toEqual(['WITHDRAWN']);
    expect(await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => openApprovalOf(tx, DEMO_TENANT_ID, 'testKind', subject))).toBeNull();
    expect(await pendingIds('director')).not.toContain(rid);
  });

  it('keeps the steps a request started with when the flow is edited or disabled later', async () => {
    await setFlow([
      { name: '部门负责人审核', approverType: 'DEPT_HEAD', approverId: null },
      { name: '主任审批', approverType: 'ROLE', approverId: roleId.director },
    ]);
    const { id: rid } = await start('assistant');
    await setFlow([{ name: '档案员确认', approverType: 'USER', approverId: id.archivist }], false);
    await expect(start('assistant')).rejects.toThrow(/未配置启用的审批流程/);
    await approve('notary', rid);
    expect(await pendingIds('director')).toContain(rid);
    expect((await approve('director', rid)).body.data).toMatchObject({ status: 'APPROVED', stepCount: 2 });
    expect(await pendingIds('archivist')).not.toContain(rid);
  });

  it('filters the pending list by kind, applicant and date', async () => {
    await setFlow([{ name: '主任审批', approverType: 'ROLE', approverId: roleId.director }]);
    const { id: rid } = await start('assistant', '筛选用');
    const list = async (q: Record<string, unknown>) =>
      ((await c.director.get('/approval/pending', { current: 1, size: 50, ...q })).body.data.list as { id: number }[]).map((r) => r.id);
    expect(await list({ kind: 'testKind', applicantName: '张婷' })).toContain(rid);
    expect(await list({ applicantName: '李明' })).not.toContain(rid);
    expect(await list({ kind: 'feeRefund' })).toEqual([]);
    expect(await list({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect((await c.director.get('/approval/kinds')).body.data).toContainEqual({ kind: 'testKind', title: '测试申请' });
  });

  it('refuses to change or delete a decision in the database', async () => {
    const change = (statement: ReturnType<typeof sql>) =>
      asSystem(ctx.db, (tx) => tx.execute(statement)).then(
        () => 'accepted',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await change(sql`update approval_decisions set opinion = '改过'`)).toContain('approval_decisions is append-only');
    expect(await change(sql`delete from approval_decisions`)).toContain('approval_decisions is append-only');
  });

  it('shows nothing of another office', async () => {
    const other = await createOffice(ctx.db, '另一公证处', 'approval_other', ['oa:approve']);
    const outsider = client(ctx, await ctx.login('approval_other', other.password));
    const [{ id: anyId }] = await rows(sql`select id from approval_requests order by id limit 1`);
    expect((await outsider.get('/approval/detail', { id: anyId })).status).toBe(404);
    expect((await outsider.put('/approval/approve', { id: anyId })).status).toBe(404);
    for (const list of ['pending', 'decided', 'mine']) expect((await outsider.get(`/approval/${list}`, { current: 1, size: 10 })).body.data.total).toBe(0);
  });
});
