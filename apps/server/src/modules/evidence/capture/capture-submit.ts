import { randomBytes } from 'node:crypto';
import type { CaptureBatchQueued, CaptureQueued, CaptureRetryBody, WebCaptureBatchBody, WebCaptureBody, WebCaptureOptions } from '@notaria/contracts';
import type { Database, Tx } from '../../../db/client.ts';
import { afterCommit, inTenant } from '../../../db/scope.ts';
import { invalid, notFound } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { createRecord, findRecord, retried } from '../evidence.api.ts';
import { checkPublicAddress } from './address-guard.ts';
import { enqueue, jobOfRecord, requeue, type CaptureJob, type JobOptions } from './capture-queue.ts';
import { videoAvailability } from './screencast-video.ts';

// 网页取证 submitted: the record (取证中) and its job are made together; the worker of this instance is woken after commit.

const YEAR_MS = 366 * 86400_000;

/** Only http and https pages are captured; anything else (file:, javascript:, data:, not an address) is refused. */
export function checkUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid(`网址格式不正确：${raw.slice(0, 100)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('只能对 http:// 或 https:// 开头的网址取证');
  if (!url.hostname) throw invalid('网址缺少域名');
  return url.href;
}

function jobOptions(o: WebCaptureOptions): { options: JobOptions; runAt: Date | undefined } {
  if (o.video && o.durationSeconds < 1) throw invalid('录制视频时请设置录制时长（1–300 秒）');
  if (o.video) {
    const video = videoAvailability();
    if (!video.available) throw invalid(video.reason);
  }
  let runAt: Date | undefined;
  if (o.scheduleAt) {
    runAt = new Date(o.scheduleAt);
    if (Number.isNaN(runAt.getTime())) throw invalid('定时取证时间格式不正确');
    if (runAt.getTime() - Date.now() > YEAR_MS) throw invalid('定时取证时间不能晚于一年以后');
    if (runAt.getTime() < Date.now()) runAt = undefined;
  }
  return { options: { fullPage: o.fullPage, video: o.video, durationSeconds: o.video ? o.durationSeconds : 0 }, runAt };
}

const queuedOf = (record: { id: number; evidenceNo: string; status: CaptureQueued['status']; targetUrl: string }, job: CaptureJob): CaptureQueued => ({
  id: record.id,
  evidenceNo: record.evidenceNo,
  status: record.status,
  targetUrl: record.targetUrl,
  runAt: job.runAt.toISOString(),
});

async function queueOne(tx: Tx, actor: Actor, input: { url: string; title: string; body: WebCaptureBody | WebCaptureBatchBody; batchId?: string }) {
  const { options, runAt } = jobOptions(input.body.options);
  const record = await createRecord(tx, actor, {
    captureType: 'WEB_PAGE',
    title: input.title,
    applicant: input.body.applicant,
    targetUrl: input.url,
    remark: input.body.remark ?? '',
    status: 'CAPTURING',
  });
  const job = await enqueue(tx, { tenantId: actor.tenantId, recordId: record.id, options, runAt, batchId: input.batchId });
  await audit(tx, actor, {
    module: 'evidence',
    action: 'create',
    targetId: record.evidenceNo,
    after: { captureType: 'WEB_PAGE', url: input.url, ...options, runAt: job.runAt.toISOString(), ...(input.batchId && { batchId: input.batchId }) },
  });
  return queuedOf(record, job);
}

export async function submitWebCapture(db: Database, actor: Actor, body: WebCaptureBody, wake: () => void, allowInternal = false): Promise<CaptureQueued> {
  const url = checkUrl(body.url);
  await checkPublicAddress(url, allowInternal);
  return inTenant(db, actor.tenantId, async (tx) => {
    const queued = await queueOne(tx, actor, { url, title: body.title.trim(), body });
    afterCommit(tx, wake);
    return queued;
  });
}

export async function submitBatch(db: Database, actor: Actor, body: WebCaptureBatchBody, wake: () => void, allowInternal = false): Promise<CaptureBatchQueued> {
  const urls: string[] = [];
  for (const [i, u] of body.urls.entries()) {
    try {
      urls.push(checkUrl(u));
      await checkPublicAddress(urls[i], allowInternal);
    } catch (e) {
      throw invalid(`第 ${i + 1} 个网址：${(e as Error).message}`);
    }
  }
  const batchId = `B${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
  return inTenant(db, actor.tenantId, async (tx) => {
    const records: CaptureQueued[] = [];
    for (const [i, url] of urls.entries()) {
      records.push(await queueOne(tx, actor, { url, title: `${body.title.trim()}（${i + 1}/${urls.length}）`, body, batchId }));
    }
    afterCommit(tx, wake);
    return { batchId, records };
  });
}

/** A failed 网页取证 captured again from the start: the record back to 取证中, its job queued with fresh attempts. */
export function retryCapture(db: Database, actor: Actor, body: CaptureRetryBody, wake: () => void): Promise<CaptureQueued> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const record = await findRecord(tx, actor.tenantId, body.id, true);
    if (!record) throw notFound('取证记录');
    if (record.captureType !== 'WEB_PAGE') throw invalid('只有网页取证可以重新取证');
    if (record.status !== 'FAILED') throw invalid('只有取证失败的记录可以重新取证');
    const again = await retried(tx, record);
    const last = await jobOfRecord(tx, actor.tenantId, record.id);
    const job = last
      ? await requeue(tx, last)
      : await enqueue(tx, { tenantId: actor.tenantId, recordId: record.id, options: { fullPage: true, video: false, durationSeconds: 0 } });
    await audit(tx, actor, { module: 'evidence', action: 'retry', targetId: record.evidenceNo, before: { failureReason: record.failureReason } });
    afterCommit(tx, wake);
    return queuedOf(again, job);
  });
}
