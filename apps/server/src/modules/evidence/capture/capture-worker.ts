import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import type { RealtimeHub } from '../../../realtime/hub.ts';
import type { sealIn } from '../../integrity/integrity.api.ts';
import { failed, findRecord, pushProgress } from '../evidence.api.ts';
import { claimJob, failJob, type CaptureJob } from './capture-queue.ts';
import { storeCapture } from './capture-store.ts';
import { clockOf } from './clock.ts';
import { failureReason } from './failure-reason.ts';
import { captureAvailability, captureWebPage, CaptureUnavailable, type CaptureInput, type CaptureResult } from './web-capture.ts';
import type { FileStorage } from '../../files/files.api.ts';

// The capture worker of this instance: one capture at a time, each within a duration cap. It polls the queue, and is
// woken at once when a capture is submitted here; other instances find the job on their next poll.

/** Longest capture apart from its video: launch, clean report, page load, screenshot, MHTML, HAR. */
export const BASE_CAP_SECONDS = 120;
/** A claim lasts longer than any capture may (base + 300 s of video) and a margin for storing the files. */
export const LEASE_SECONDS = BASE_CAP_SECONDS + 300 + 60;

export interface WorkerDeps {
  db: Database;
  storage: FileStorage;
  seal: ReturnType<typeof sealIn>;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  name?: string;
  pollMs?: number;
  /** How long a claim lasts before another instance may take the job (LEASE_SECONDS; shorter in tests). */
  leaseSeconds?: number;
  /** Internal and loopback addresses may be captured (EVIDENCE_CAPTURE_INTERNAL). */
  allowInternal?: boolean;
  /** The capture itself (replaced in tests of the queue's failure handling). */
  capture?: (input: CaptureInput) => Promise<CaptureResult>;
}

export class CaptureWorker {
  readonly name: string;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private readonly abort = new AbortController();

  constructor(private readonly deps: WorkerDeps) {
    this.name = deps.name ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  start(): void {
    if (this.running) return;
    const available = captureAvailability();
    if (!available.available) this.deps.log.warn(`网页取证：${available.reason}；取证任务将记录为失败`);
    this.running = true;
    this.loop = this.run();
  }

  /** Stops taking jobs; a capture under way is interrupted and its job queued again. */
  async stop(): Promise<void> {
    this.running = false;
    this.abort.abort();
    this.wakeUp?.();
    await this.loop;
  }

  /** A job was queued: look now rather than at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  private async run() {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (err) {
        this.deps.log.error({ err }, '网页取证队列出错');
      }
      if (!worked && this.running) await new Promise<void>((r) => ((this.wakeUp = r), setTimeout(r, this.deps.pollMs ?? 2_000)));
    }
  }

  /** Claims one due job and runs it; false when none was due. */
  async runOnce(): Promise<boolean> {
    const job = await claimJob(this.deps.db, this.name, this.deps.leaseSeconds ?? LEASE_SECONDS);
    if (!job) return false;
    await this.runJob(job);
    return true;
  }

  private async runJob(job: CaptureJob) {
    const { db, seal, hub, storage } = this.deps;
    const record = await inTenant(db, job.tenantId, (tx) => findRecord(tx, job.tenantId, job.recordId));
    if (!record || record.status !== 'CAPTURING') {
      await inTenant(db, job.tenantId, (tx) => failJob(tx, job, '取证记录已不在取证中', false));
      return;
    }
    if (job.attempts > job.maxAttempts) return this.fail(job, '取证多次中断（服务器重启或停止），已停止重试', false);
    const progress = (step: string, percent: number) => pushProgress(hub, record, step, percent);
    progress(job.attempts > 1 ? `第 ${job.attempts} 次尝试取证` : '开始取证', 5);
    const options = { fullPage: job.options.fullPage !== false, video: job.options.video === true, durationSeconds: Number(job.options.durationSeconds ?? 0) };
    let result: CaptureResult;
    try {
      result = await (this.deps.capture ?? captureWebPage)({
        url: record.targetUrl,
        options,
        clock: () => clockOf(db, seal, job.tenantId),
        progress,
        capMs: (BASE_CAP_SECONDS + (options.video ? options.durationSeconds : 0)) * 1000,
        signal: this.abort.signal,
        allowInternal: this.deps.allowInternal,
      });
    } catch (e) {
      if (this.abort.signal.aborted) return this.fail(job, '服务器停止，取证中断，将重新取证', true);
      this.deps.log.warn({ err: e, jobId: job.id, recordId: record.id }, '网页取证失败');
      return this.fail(job, failureReason(e), !(e instanceof CaptureUnavailable));
    }
    progress('正在保存证据文件并计算哈希', 95);
    const done = await storeCapture(db, storage, job, result, this.name);
    if (done) pushProgress(hub, done, '取证完成，请确认证据', 100);
  }

  private async fail(job: CaptureJob, reason: string, retryable: boolean) {
    const { db, hub } = this.deps;
    const after = await inTenant(db, job.tenantId, async (tx) => {
      const outcome = await failJob(tx, job, reason, retryable);
      const record = await findRecord(tx, job.tenantId, job.recordId, true);
      if (outcome === 'FAILED' && record?.status === 'CAPTURING') return { outcome, record: await failed(tx, record, reason) };
      return { outcome, record };
    });
    if (!after.record || after.outcome === 'LOST') return;
    if (after.outcome === 'RETRY') pushProgress(hub, after.record, `取证未成功，稍后重试：${reason}`, 0);
    else pushProgress(hub, after.record, reason, 100);
  }
}
