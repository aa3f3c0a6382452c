import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdjustmentPageQuery, AdjustmentRow, PageResult } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { countRows } from '../../db/rows.ts';
import { inTenant } from '../../db/scope.ts';
import { contains, offsetOf } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { cases } from '../business/business.table.ts';
import { audit } from '../oplog/oplog.api.ts';
import { users } from '../user/user.table.ts';
import { financeAdjustments } from './adjustment.table.ts';

export const FINANCE_LOG_MODULE = 'finance';

export interface Adjustment {
  caseId: number | null;
  targetTable: string;
  targetId: number;
  field: string;
  before: string;
  after: string;
  reason: string;
  approverId?: number | null;
}

/**
 * Every manual change of money goes through here: one append-only adjustment row and an operation-log entry
 * with the same before/after, in the caller's transaction.
 */
export async function writeAdjustment(tx: Tx, actor: Actor, action: string, a: Adjustment): Promise<void> {
  const [row] = await tx
    .insert(financeAdjustments)
    .values({ tenantId: actor.tenantId, ...a, approverId: a.approverId ?? null, actorId: actor.userId })
    .returning({ id: financeAdjustments.id });
  await audit(tx, actor, {
    module: FINANCE_LOG_MODULE,
    action,
    targetId: a.targetId,
    diff: [{ field: `${a.targetTable}.${a.field}`, before: a.before, after: a.after }],
    message: `${a.reason}（调整记录 ${row.id}）`,
  });
}

const monthOf = sql`to_char((${financeAdjustments.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

export const pageAdjustments = (db: Database, actor: Actor, q: AdjustmentPageQuery): Promise<PageResult<AdjustmentRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const where = and(
      eq(financeAdjustments.tenantId, actor.tenantId),
      q.keyword ? sql`exists (select 1 from cases c where c.id = ${financeAdjustments.caseId} and ${contains(sql`c.business_number`, q.keyword)})` : undefined,
      q.month ? sql`${monthOf} = ${q.month}` : undefined,
    );
    const rows = await tx
      .select({
        a: financeAdjustments,
        businessNumber: sql<string>`coalesce(${cases.businessNumber}, '')`,
        actorName: sql<string>`coalesce((select u.name from users u where u.id = ${financeAdjustments.actorId}), '')`,
        approverName: sql<string>`coalesce(${users.name}, '')`,
      })
      .from(financeAdjustments)
      .leftJoin(cases, eq(cases.id, financeAdjustments.caseId))
      .leftJoin(users, eq(users.id, financeAdjustments.approverId))
      .where(where)
      .orderBy(desc(financeAdjustments.id))
      .limit(q.size)
      .offset(offsetOf(q));
    return {
      total: await countRows(tx, financeAdjustments, where),
      list: rows.map(({ a, businessNumber, actorName, approverName }) => ({
        id: a.id,
        caseId: a.caseId,
        businessNumber,
        targetTable: a.targetTable,
        targetId: a.targetId,
        field: a.field,
        before: a.before,
        after: a.after,
        reason: a.reason,
        actorName,
        approverName,
        createdAt: a.createdAt.toISOString(),
      })),
    };
  });
