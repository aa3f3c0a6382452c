import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { asSystem, inTenant } from '../../../db/scope.ts';
import { latestStamp } from '../evidence.repo.ts';
import { evidenceRecords } from '../evidence.table.ts';
import { loadRecord, transition } from '../records.ts';
import { stampRecord, type Seal } from '../seal.ts';

// A sealed record whose timestamp request failed (the authority down, a contracted TSA unreachable) stays 已固定 with
// its chain entry; the upkeep asks again. The wait since the last attempt is a quarter of the time since sealing,
// between 30 s and an hour: about 30 s, 40 s, 50 s, … growing by a quarter each time, then hourly. The wait follows
// from the record's own times, so every instance agrees on it without keeping a count.

const MIN_WAIT = sql`interval '30 seconds'`;
const MAX_WAIT = sql`interval '1 hour'`;
/** At most this many records per run; the rest wait for the next run. */
const PER_RUN = 50;

/** Retries the due timestamps at `now`; answers how many records reached TIMESTAMPED. */
export async function retryTimestamps(db: Database, seal: Seal, now: Date): Promise<number> {
  const r = evidenceRecords;
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = await asSystem(db, (tx) =>
    tx
      .select()
      .from(r)
      .where(
        and(
          eq(r.status, 'SEALED'),
          isNotNull(r.chainSeq),
          lte(r.updatedAt, sql`${at} - greatest(${MIN_WAIT}, least(${MAX_WAIT}, (${at} - coalesce(${r.sealedAt}, ${r.updatedAt})) / 4))`),
        ),
      )
      .orderBy(r.updatedAt)
      .limit(PER_RUN),
  );
  let stamped = 0;
  for (const record of due) {
    // A token stored before the status change was lost (a crash between the two) only needs the status.
    const kept = await inTenant(db, record.tenantId, async (tx) => {
      if (!(await latestStamp(tx, record.tenantId, record.chainSeq))) return undefined;
      const current = await loadRecord(tx, record.tenantId, record.id, true);
      return current.status === 'SEALED' ? transition(tx, current, 'timestamp', { failureReason: '' }) : current;
    });
    const after = kept ?? (await stampRecord(db, seal, record));
    if (after?.status === 'TIMESTAMPED') stamped++;
  }
  return stamped;
}
