import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';

/**
 * True when this instance is to run the job `name` now: no instance started it within the last `everyMs` (less a
 * tenth, for timers that drift). The claim is one statement, so of several instances whose timers fire together
 * exactly one gets it; the others skip this turn.
 */
export async function claimScheduledRun(db: Database, name: string, everyMs: number): Promise<boolean> {
  const seconds = (everyMs * 0.9) / 1000;
  const claimed = (await asSystem(db, (tx) =>
    tx.execute(sql`insert into scheduled_runs (name, started_at) values (${name}, now())
      on conflict (name) do update set started_at = excluded.started_at
      where scheduled_runs.started_at <= now() - make_interval(secs => ${seconds})
      returning name`),
  )) as unknown as { rows: unknown[] };
  return claimed.rows.length === 1;
}
