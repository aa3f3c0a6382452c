import { formatFen, type AppendFeesBody, type CaseDetail } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { moneySummaryOf } from '../finance/finance.api.ts';
import { checkFeesOpen } from './business.policy.ts';
import { feeRow, feeTotalFen } from './business.presenter.ts';
import * as repo from './business.repo.ts';
import { detail } from './case-detail.ts';
import { loadCase, record } from './case-steps.ts';

/** 追加收费: the fees are added and must be confirmed again. */
export const appendFees = (db: Database, actor: Actor, body: AppendFeesBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    checkFeesOpen(c, '追加收费');
    const before = await repo.feesOf(tx, actor.tenantId, c.id);
    const rows = body.fees.map(feeRow);
    await repo.insertFees(tx, actor.tenantId, c.id, rows);
    const added = body.fees.map((f) => `${f.feeType}:${formatFen(f.amountFen)}${f.note ? `（${f.note}）` : ''}`);
    const after = await repo.updateCase(tx, actor.tenantId, c.id, { feeConfirmed: false });
    await record(
      tx,
      actor,
      c,
      'financeAppend',
      `追加收费：${added.join('、')}`,
      [
        { field: 'fees', before: null, after: added },
        { field: 'feeTotalFen', before: feeTotalFen(before), after: feeTotalFen([...before, ...body.fees]) },
        ...(c.feeConfirmed ? [{ field: 'feeConfirmed', before: true, after: false }] : []),
      ],
      `追加收费 ${added.join('、')}`,
    );
    return detail(tx, actor, after);
  });

/** 确认收费: only when there are fees, all settled (paid, 记账 or waived), and not confirmed yet. */
export const confirmFees = (db: Database, actor: Actor, id: number): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id, true);
    checkFeesOpen(c, '确认收费');
    if (c.feeConfirmed) throw new AppError('CONFLICT', '收费已确认');
    if (!(await repo.feesOf(tx, actor.tenantId, c.id)).length) throw new AppError('CONFLICT', '尚无收费项目，不能确认');
    if (!(await moneySummaryOf(tx, actor.tenantId, c.id))?.settled)
      throw new AppError('CONFLICT', '收费尚未结清（须全部收款、记账或经批准减免），不能确认收费');
    const after = await repo.updateCase(tx, actor.tenantId, c.id, { feeConfirmed: true });
    await record(tx, actor, c, 'feeConfirm', '', [{ field: 'feeConfirmed', before: false, after: true }], '确认收费');
    return detail(tx, actor, after);
  });
