import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { WebCaptureOptions } from '@notaria/contracts';
import type { Database, Tx } from '../../../db/client.ts';
import { asSystem } from '../../../db/scope.ts';
import { evidenceCaptureJobs } from '../evidence.table.ts';

// The 网页取证 queue lives in evidence_capture_jobs. A job is claimed with SELECT … FOR UPDATE SKIP LOCKED, so two
// instances (or two loops of one) never take the same job; a claim holds a lease, and a RUNNING job whose lease has
// passed — its instance died or was restarted — is claimed again. Times are the database's, not each instance's.

export type CaptureJob = typeof evidenceCaptureJobs.$inferSelect;
export type JobOptions = Pick<WebCaptureOptions, 'fullPage' | 'video' | 'durationSeconds'>;

/** Seconds before a failed attempt runs again: 30 s, then 2 min, then 8 min … */
export const retryDelaySeconds = (attempts: number) => 30 * 4 ** Math.max(0, attempts - 1);

export async function enqueue(
  tx: Tx,
  job: { tenantId: number; recordId: number; options: JobOptions; runAt?: Date; batchId?: string; maxAttempts?: number },
): Promise<CaptureJob> {
  const [row] = await tx
    .insert(evidenceCaptureJobs)
    .values({
      tenantId: job.tenantId,
      recordId: job.recordId,
      options: { ...job.options },
      runAt: job.runAt ?? sql`now()`,
      batchId: job.batchId ?? '',
      ...(job.maxAttempts && { maxAttempts: job.maxAttempts }),
    })
    .returning();
  return row;
}

/**
 * Takes the next due job of any office for `worker`, for `leaseSeconds`: a QUEUED job whose time has come, or a
 * RUNNING one whose lease has passed. Counts the attempt. Undefined when nothing is due.
 */
export function claimJob(db: Database, worker: string, leaseSeconds: number): Promise<CaptureJob | undefined> {
  return asSystem(db, async (tx) => {
    const j = evidenceCaptureJobs;
    const [due] = await tx
      .select({ id: j.id })
      .from(j)
      .where(or(and(eq(j.state, 'QUEUED'), lte(j.runAt, sql`now()`)), and(eq(j.state, 'RUNNING'), lt(j.leaseUntil, sql`now()`))))
      .orderBy(j.runAt, j.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const id = due.id;
    const [job] = await tx
      .update(evidenceCaptureJobs)
      .set({
        state: 'RUNNING',
        worker: worker.slice(0, 100),
        attempts: sql`${evidenceCaptureJobs.attempts} + 1`,
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        updatedAt: sql`now()`,
      })
      .where(eq(evidenceCaptureJobs.id, id))
      .returning();
    return job;
  });
}

/** Done, if this worker still holds the job (a job reclaimed after a lost lease is the other worker's now). */
export async function completeJob(tx: Tx, job: CaptureJob): Promise<boolean> {
  const done = await tx
    .update(evidenceCaptureJobs)
    .set({ state: 'DONE', leaseUntil: null, error: '', updatedAt: sql`now()` })
    .where(and(eq(evidenceCaptureJobs.id, job.id), eq(evidenceCaptureJobs.state, 'RUNNING'), eq(evidenceCaptureJobs.attempts, job.attempts)))
    .returning({ id: evidenceCaptureJobs.id });
  return done.length > 0;
}

/**
 * Records why an attempt failed. With attempts left (and a failure worth retrying) the job waits and runs again;
 * otherwise it is FAILED. Answers which, or 'LOST' when another worker holds the job by now.
 */
export async function failJob(tx: Tx, job: CaptureJob, reason: string, retryable: boolean): Promise<'RETRY' | 'FAILED' | 'LOST'> {
  const again = retryable && job.attempts < job.maxAttempts;
  const rows = await tx
    .update(evidenceCaptureJobs)
    .set({
      state: again ? 'QUEUED' : 'FAILED',
      error: reason.slice(0, 2000),
      leaseUntil: null,
      runAt: again ? sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})` : sql`${evidenceCaptureJobs.runAt}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(evidenceCaptureJobs.id, job.id), eq(evidenceCaptureJobs.state, 'RUNNING'), eq(evidenceCaptureJobs.attempts, job.attempts)))
    .returning({ id: evidenceCaptureJobs.id });
  if (!rows.length) return 'LOST';
  return again ? 'RETRY' : 'FAILED';
}

/** The latest job of a record (retry re-queues it). */
export async function jobOfRecord(tx: Tx, tenantId: number, recordId: number): Promise<CaptureJob | undefined> {
  const [row] = await tx
    .select()
    .from(evidenceCaptureJobs)
    .where(and(eq(evidenceCaptureJobs.tenantId, tenantId), eq(evidenceCaptureJobs.recordId, recordId)))
    .orderBy(sql`${evidenceCaptureJobs.id} desc`)
    .limit(1)
    .for('update');
  return row;
}

/** A failed job queued again from the start: attempts reset, due now. */
export async function requeue(tx: Tx, job: CaptureJob): Promise<CaptureJob> {
  const [row] = await tx
    .update(evidenceCaptureJobs)
    .set({ state: 'QUEUED', attempts: 0, error: '', worker: '', leaseUntil: null, runAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(evidenceCaptureJobs.id, job.id))
    .returning();
  return row;
}
