import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { chainPage, verifyChain } from './chain.ts';
import { integrityChain } from './integrity.table.ts';
import { checkStoredTimestamp, latestTimestamp } from './timestamps.ts';

interface TimestampTally {
  valid: number;
  invalid: { seq: number; reason: string }[];
  missing: number;
}

/** Every entry's latest token of one organisation, checked against its manifest and its authority's root. */
async function tallyTimestamps(db: Database, tenantId: number): Promise<TimestampTally> {
  const tally: TimestampTally = { valid: 0, invalid: [], missing: 0 };
  let after = 0;
  for (;;) {
    const rows = await inTenant(db, tenantId, async (tx) => {
      const page = await chainPage(tx, tenantId, after);
      for (const entry of page) {
        const stamp = await latestTimestamp(tx, tenantId, entry.seq);
        if (!stamp) tally.missing++;
        else {
          const check = await checkStoredTimestamp(tx, entry, stamp);
          if (check.valid) tally.valid++;
          else tally.invalid.push({ seq: entry.seq, reason: check.reason ?? '' });
        }
      }
      return page;
    });
    if (rows.length === 0) return tally;
    after = rows[rows.length - 1].seq;
  }
}

/** One line per organisation with a chain: its links, then its timestamps. `broken` when anything fails. */
export async function integrityReport(db: Database): Promise<{ lines: string[]; broken: boolean }> {
  const found = (await db.orm.execute(sql`select to_regclass('public.integrity_chain') is not null as ok`)) as unknown as { rows: { ok: boolean }[] };
  if (!found.rows[0]?.ok) return { lines: ['数据库中没有完整性链表（尚未初始化？请先启动一次服务）'], broken: true };
  const tenantIds = (await asSystem(db, (tx) => tx.selectDistinct({ id: integrityChain.tenantId }).from(integrityChain).orderBy(integrityChain.tenantId))).map(
    (r) => r.id,
  );
  const lines: string[] = [];
  let broken = false;
  for (const tenantId of tenantIds) {
    const chain = await verifyChain(db, tenantId);
    const stamps = await tallyTimestamps(db, tenantId);
    broken ||= !chain.ok || stamps.invalid.length > 0;
    const links = chain.ok
      ? `链完整，共 ${chain.checked} 条`
      : `链在第 ${chain.firstBroken!.seq} 条处断开（${chain.firstBroken!.reason}），此前 ${chain.checked} 条完整`;
    const bad = stamps.invalid.map((i) => `第 ${i.seq} 条：${i.reason}`).join('；');
    lines.push(`机构 ${tenantId}：${links}；时间戳有效 ${stamps.valid}，无效 ${stamps.invalid.length}，未盖 ${stamps.missing}${bad ? `（${bad}）` : ''}`);
  }
  if (lines.length === 0) lines.push('尚无完整性记录');
  return { lines, broken };
}
