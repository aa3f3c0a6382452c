import { client } from './api.ts';
import type { TestContext } from './context.ts';

const desks = new WeakMap<TestContext, ReturnType<typeof client>>();

/**
 * The finance desk settles a case's fees (every line's due recorded as 记账), as 提交审批 requires. Tests that
 * are about something else than money call it before submitting.
 */
export async function settleFees(ctx: TestContext, caseId: number, tid?: number): Promise<void> {
  let desk = desks.get(ctx);
  if (!desk) desks.set(ctx, (desk = client(ctx, await ctx.login('finance'), tid)));
  const money = (await desk.get('/finance/case', { caseId })).body.data as { lines: { id: number; dueFen: number }[] };
  const allocations = money.lines.filter((l) => l.dueFen > 0).map((l) => ({ feeId: l.id, amountFen: l.dueFen }));
  if (!allocations.length) return;
  const res = await desk.post('/finance/payments', { caseId, method: 'ACCOUNT', payerName: '测试付款人', allocations });
  if (res.status !== 200) throw new Error(`settleFees ${caseId}: ${res.body.message}`);
}
