import type { CaseMoney, FinanceCaseRow, FinancePageQuery, PageResult, PaymentMethod } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { pageFinanceCases } from './fee-ledger.repo.ts';
import { lockCase, readCaseMoney } from './fee-ledger.ts';
import { summaryOf } from './fee-ledger.summary.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** 收费列表: every case with fees, with its money figures and statuses. */
export const pageFinance = (db: Database, actor: Actor, q: FinancePageQuery): Promise<PageResult<FinanceCaseRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { rows, total } = await pageFinanceCases(tx, actor.tenantId, q);
    return {
      total,
      list: rows.map((r) => ({
        caseId: r.caseId,
        businessNumber: r.businessNumber,
        status: r.status,
        itemNames: r.itemNames,
        applicantNames: r.applicantNames,
        handlerName: r.handlerName,
        acceptedAt: iso(r.acceptedAt),
        lastPaidAt: iso(r.lastPaidAt),
        methods: (r.methods ?? []) as PaymentMethod[],
        ...summaryOf(r),
      })),
    };
  });

export const caseMoney = (db: Database, actor: Actor, caseId: number): Promise<CaseMoney> =>
  inTenant(db, actor.tenantId, async (tx) => readCaseMoney(tx, actor.tenantId, await lockCase(tx, actor.tenantId, caseId)));
