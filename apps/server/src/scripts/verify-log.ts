// npm run verify-log -w @notaria/server: checks every tenant's operation-log hash chain and reports the
// first broken link of each. Exit code 1 when a chain is broken. With PGlite, stop the server first
// (one process at a time may open its data directory).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verifyAllLogs } from '../modules/oplog/oplog.service.ts';
import { printReport } from './command.ts';

export async function verifyLogReport(db: Database): Promise<{ lines: string[]; broken: boolean }> {
  const found = (await db.orm.execute(sql`select to_regclass('public.operate_log') is not null as ok`)) as unknown as { rows: { ok: boolean }[] };
  if (!found.rows[0]?.ok) return { lines: ['数据库中没有操作日志表（尚未初始化？请先启动一次服务）'], broken: true };
  const results = await verifyAllLogs(db);
  const lines = results.map(({ tenantId, result: r }) =>
    r.ok
      ? `机构 ${tenantId}：完整，共 ${r.checked} 条`
      : `机构 ${tenantId}：在第 ${r.firstBroken!.id} 条处断开（${r.firstBroken!.reason}），此前 ${r.checked} 条完整`,
  );
  if (lines.length === 0) lines.push('尚无操作日志');
  return { lines, broken: results.some((x) => !x.result.ok) };
}

if (import.meta.url === `file://${process.argv[1]}`) await printReport(verifyLogReport);
