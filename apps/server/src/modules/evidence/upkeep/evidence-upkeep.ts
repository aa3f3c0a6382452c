import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { asSystem } from '../../../db/scope.ts';
import { expireDeposits } from '../deposit/retention.ts';
import type { Seal } from '../seal.ts';
import { retryTimestamps } from './timestamp-retry.ts';
import type { FileStorage } from '../../files/files.api.ts';
import { claimScheduledRun } from '../../installation/installation.api.ts';

// The evidence upkeep, run every minute by each instance with EVIDENCE_WORKER on: 存证 whose retention ended are
// expired (bytes purged, hashes and chain kept) and failed timestamps are asked for again. With several instances
// on one PostgreSQL, each minute's run is claimed by one of them (scheduled_runs), and a transaction-scoped advisory
// lock keeps two runs from overlapping.

/** The advisory lock of the upkeep: ('evid', 1). */
export const UPKEEP_LOCK = [0x65766964, 1] as const;
export const UPKEEP_INTERVAL_MS = 60_000;

export interface UpkeepDeps {
  db: Database;
  storage: FileStorage;
  seal: Seal;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

export type UpkeepRun = { ran: false } | { ran: true; expired: number; stamped: number };

export class EvidenceUpkeep {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;
  private stopped = true;

  constructor(private readonly deps: UpkeepDeps) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(1_000);
  }

  /** No further runs; a run under way is waited for (each of its steps is a short transaction or one TSA request). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }

  private schedule(ms: number) {
    this.timer = setTimeout(() => {
      const every = this.deps.intervalMs ?? UPKEEP_INTERVAL_MS;
      this.current = claimScheduledRun(this.deps.db, 'evidence-upkeep', every)
        .then((mine) => (mine ? this.runOnce(new Date()) : undefined))
        .catch((err: unknown) => this.deps.log.error({ err }, '证据定时任务出错'))
        .finally(() => {
          this.current = undefined;
          if (!this.stopped) this.schedule(this.deps.intervalMs ?? UPKEEP_INTERVAL_MS);
        });
    }, ms);
    this.timer.unref();
  }

  /** One run at `now`, unless another instance is doing one. */
  runOnce(now: Date): Promise<UpkeepRun> {
    const { db, storage, seal, log } = this.deps;
    return exclusively(db, async () => {
      const expired = await expireDeposits(db, now, storage);
      const stamped = await retryTimestamps(db, seal, now);
      if (expired || stamped) log.info({ expired, stamped }, '证据定时任务：存证到期清除与时间戳补签');
      return { ran: true as const, expired, stamped };
    });
  }
}

/**
 * Runs `work` while holding the upkeep's advisory lock, or answers `{ ran: false }` when another instance holds it.
 * The lock's transaction stays open on its own connection while `work` uses others. PGlite is one connection of
 * one process, so no second instance can exist there and no lock is taken.
 */
async function exclusively(db: Database, work: () => Promise<UpkeepRun>): Promise<UpkeepRun> {
  if (db.kind === 'pglite') return work();
  return asSystem(db, async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${UPKEEP_LOCK[0]}, ${UPKEEP_LOCK[1]}) as got`)) as unknown as {
      rows: { got: boolean }[];
    };
    return rows[0]?.got ? work() : { ran: false };
  });
}
