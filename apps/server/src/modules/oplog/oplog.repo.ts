import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { OperateLogQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { ownedRows, paged } from '../../db/rows.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { operateLog } from './oplog.table.ts';

export function pageLogs(tx: Tx, tenantId: number, q: OperateLogQuery) {
  const conds: (SQL | undefined)[] = [
    eq(operateLog.tenantId, tenantId),
    q.module
      ? inArray(
          operateLog.module,
          q.module
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean),
        )
      : undefined,
    q.action ? eq(operateLog.action, q.action) : undefined,
    contains(operateLog.account, q.account),
    q.result ? eq(operateLog.result, q.result) : undefined,
    q.targetId ? eq(operateLog.targetId, q.targetId) : undefined,
    q.requestId ? eq(operateLog.requestId, q.requestId) : undefined,
    q.from ? gte(operateLog.at, new Date(q.from)) : undefined,
    q.to ? lte(operateLog.at, new Date(q.to)) : undefined,
  ];
  const where = and(...conds);
  const { diff: _d, prevHash: _p, hash: _h, tenantId: _t, ...columns } = getTableColumns(operateLog);
  return paged(
    tx,
    operateLog,
    where,
    q,
    tx
      .select({ ...columns, changeCount: sql<number>`jsonb_array_length(${operateLog.diff})`.mapWith(Number) })
      .from(operateLog)
      .where(where)
      .orderBy(desc(operateLog.id))
      .$dynamic(),
  );
}

const logRows = ownedRows(operateLog);
export const findLog = (tx: Tx, tenantId: number, id: number) => logRows.find(tx, tenantId, id);

/** The tenant's chain in append order, `limit` entries after `afterId`. */
export const chainSlice = (tx: Tx, tenantId: number, afterId: number, limit: number) =>
  tx
    .select()
    .from(operateLog)
    .where(and(eq(operateLog.tenantId, tenantId), gt(operateLog.id, afterId)))
    .orderBy(asc(operateLog.id))
    .limit(limit);

export const tenantsWithLogs = async (tx: Tx) =>
  (await tx.selectDistinct({ tenantId: operateLog.tenantId }).from(operateLog).orderBy(asc(operateLog.tenantId))).map((r) => r.tenantId);
