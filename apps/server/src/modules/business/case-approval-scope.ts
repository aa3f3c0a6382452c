import { and, eq, ne, not, or, type SQL } from 'drizzle-orm';
import { openRequestSql } from '../approval/approval.api.ts';
import { cases } from './business.table.ts';
import { CASE_APPROVAL_KIND } from './case-approval-start.ts';

/**
 * The 待审批 cases `userId` may decide now: those whose running 公证业务审批 request waits on them at its current
 * step, and — approved in one step, without a request — those they do not handle (the transition table's rule).
 */
export function awaitingDecisionBy(userId: number): SQL {
  return and(
    eq(cases.status, 'WAIT_APPROVE'),
    or(openRequestSql(CASE_APPROVAL_KIND, cases.id, userId), and(not(openRequestSql(CASE_APPROVAL_KIND, cases.id)), ne(cases.handlerId, userId))),
  )!;
}
