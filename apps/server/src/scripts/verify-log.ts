// npm run verify-log -w @notaria/server: checks every tenant's operation-log hash chain and reports the
// first broken link of each. Exit code 1 when a chain is broken. With PGlite, stop the server first
// (one process at a time may open its data directory).
import { loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { verifyAllLogs } from '../modules/oplog/oplog.service.ts';

export async function verifyLogReport(db: Database): Promise<{ lines: string[]; broken: boolean }> {
  const results = await verifyAllLogs(db);
  const lines = results.map(({ tenantId, result: r }) =>
    r.ok ? `机构 ${tenantId}：完整，共 ${r.checked} 条` : `机构 ${tenantId}：在第 ${r.firstBroken!.id} 条处断开（${r.firstBroken!.reason}），此前 ${r.checked} 条完整`,
  );
  if (lines.length === 0) lines.push('尚无操作日志');
  return { lines, broken: results.some((x) => !x.result.ok) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const db = config.databaseUrl ? openPostgres(config.databaseUrl, 2) : await openPglite(config.dataDir);
  try {
    const { lines, broken } = await verifyLogReport(db);
    for (const line of lines) console.log(line);
    process.exitCode = broken ? 1 : 0;
  } finally {
    await db.close();
  }
}
