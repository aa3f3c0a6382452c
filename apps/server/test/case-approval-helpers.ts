import { client, type Client } from './api.ts';
import type { TestContext } from './context.ts';

/**
 * The demo office approves a case through its seeded 公证业务审批 flow: 部门负责人审核 (李明 heads 民事公证部
 * himself, so it falls to the office's administrator 赵敏), then 主任审批 (王建国 with his approver role active).
 */
const signedIn = new WeakMap<TestContext, Promise<{ first: Client; last: Client }>>();

export async function directorAsApprover(ctx: TestContext): Promise<Client> {
  const token = await ctx.login('director');
  const me = (await client(ctx, token).get('/auth/current-user')).body.data;
  await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  return client(ctx, token);
}

/** The two approvers of the seeded flow: `first` decides 部门负责人审核, `last` 主任审批. */
export function flowApprovers(ctx: TestContext) {
  let p = signedIn.get(ctx);
  if (!p) {
    p = (async () => ({ first: client(ctx, await ctx.login('office_admin')), last: await directorAsApprover(ctx) }))();
    signedIn.set(ctx, p);
  }
  return p;
}

/** Approves every step of a 待审批 case (first the department step, then the director); answers the last step's reply. */
export async function approveAllSteps(ctx: TestContext, id: number, opinion?: string) {
  const { first, last } = await flowApprovers(ctx);
  const body = { id, ...(opinion ? { opinion } : {}) };
  const step = await first.put('/business/approve', body);
  if (step.status !== 200) throw new Error(`部门负责人审核: ${JSON.stringify(step.body)}`);
  return last.put('/business/approve', body);
}

/** Runs `work` while the office's 公证业务审批 flow is disabled (cases approved in one step), enabling it again after. */
export async function withoutCaseFlow<T>(admin: Client, work: () => Promise<T>): Promise<T> {
  const flow = ((await admin.get('/flow/page', { size: 50 })).body.data.list as any[]).find((f) => f.code === 'businessApprove');
  const steps = flow.steps.map((s: any) => ({ name: s.name, approverType: s.approverType, approverId: s.approverId }));
  const save = (enabled: boolean) => admin.put('/flow', { id: flow.id, name: flow.name, code: flow.code, category: flow.category, enabled, steps });
  const off = await save(false);
  if (off.status !== 200) throw new Error(`flow not disabled: ${JSON.stringify(off.body)}`);
  try {
    return await work();
  } finally {
    await save(true);
  }
}
