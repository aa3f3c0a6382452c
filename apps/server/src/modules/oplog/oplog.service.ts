import type { OperateLogDetail, OperateLogQuery, OperateLogRow, OperateLogVerify, PageResult } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { entryHash, GENESIS_HASH, type LogFields } from './audit.ts';
import { chainSlice, findLog, pageLogs, tenantsWithLogs } from './oplog.repo.ts';
import type { operateLog } from './oplog.table.ts';

type LogRow = typeof operateLog.$inferSelect;

export async function pageOperateLogs(db: Database, actor: Actor, q: OperateLogQuery): Promise<PageResult<OperateLogRow>> {
  const page = await inTenant(db, actor.tenantId, (tx) => pageLogs(tx, actor.tenantId, q));
  return { total: page.total, list: page.list.map((r) => ({ ...r, at: r.at.toISOString() })) };
}

export async function operateLogDetail(db: Database, actor: Actor, id: number): Promise<OperateLogDetail> {
  const row = await inTenant(db, actor.tenantId, (tx) => findLog(tx, actor.tenantId, id));
  if (!row) throw notFound('日志');
  return { ...row, at: row.at.toISOString(), changeCount: row.diff.length };
}

const fieldsOf = (r: LogRow): LogFields => ({ ...r, at: r.at.toISOString(), result: r.result as LogFields['result'] });

/** Walks the chain in order and reports the first entry whose link or content hash does not match. */
async function verifyChain(read: (afterId: number, limit: number) => Promise<LogRow[]>): Promise<OperateLogVerify> {
  let prev = GENESIS_HASH;
  let afterId = 0;
  let checked = 0;
  for (;;) {
    const rows = await read(afterId, 1000);
    for (const r of rows) {
      if (r.prevHash !== prev) return { ok: false, checked, firstBroken: { id: r.id, reason: '与前一条日志的链接不一致（日志被删除、插入或前一条被改动）' } };
      if (entryHash(fieldsOf(r), r.prevHash) !== r.hash)
        return { ok: false, checked, firstBroken: { id: r.id, reason: '日志内容与其哈希不一致（日志被改动）' } };
      prev = r.hash;
      checked++;
    }
    if (rows.length < 1000) return { ok: true, checked, firstBroken: null };
    afterId = rows[rows.length - 1].id;
  }
}

export const verifyTenantLog = (db: Database, tenantId: number) =>
  verifyChain((afterId, limit) => inTenant(db, tenantId, (tx) => chainSlice(tx, tenantId, afterId, limit)));

/** Every tenant's chain (the verify-log command). */
export async function verifyAllLogs(db: Database): Promise<{ tenantId: number; result: OperateLogVerify }[]> {
  const ids = await asSystem(db, tenantsWithLogs);
  const out = [];
  for (const tenantId of ids)
    out.push({ tenantId, result: await verifyChain((afterId, limit) => asSystem(db, (tx) => chainSlice(tx, tenantId, afterId, limit))) });
  return out;
}
