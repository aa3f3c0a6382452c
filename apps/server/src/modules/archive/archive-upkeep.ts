import type { FastifyInstance } from 'fastify';
import { claimScheduledRun } from '../installation/installation.api.ts';
import { noticeOverdueLoans } from './borrow-overdue.ts';
import { flagOverdueHandovers } from './handover.ts';
import { startVolumeVerifySchedule } from './verify-volume-schedule.ts';

const HOUR_MS = 3_600_000;

/**
 * The archive room's scheduled work, on every instance where ARCHIVE_WORKER is on (the default outside tests): the
 * daily 校验 over all volumes, and hourly the hand-over deadline flags and the overdue-loan notices. Each run happens
 * once across the instances (claimed in scheduled_runs); each job would also be safe twice: the 校验 takes an advisory
 * lock, a flag and a loan notice are written once.
 */
export function startArchiveUpkeep(app: FastifyInstance): void {
  if (!app.config.archiveWorker) return;
  startVolumeVerifySchedule(app);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const hourly = async () => {
    const mine = await claimScheduledRun(app.db, 'archive-hourly', HOUR_MS).catch((err: unknown) => void app.log.error({ err }, '档案定时任务出错'));
    if (!mine) return;
    await flagOverdueHandovers(app.db, app.realtime).catch((err: unknown) => app.log.error({ err }, '档案移交期限检查出错'));
    await noticeOverdueLoans(app.db, new Date(), app.realtime).catch((err: unknown) => app.log.error({ err }, '档案借阅逾期提醒出错'));
  };
  const run = () =>
    void hourly().finally(() => {
      if (!stopped) timer = setTimeout(run, HOUR_MS).unref();
    });
  app.addHook('onReady', async () => {
    timer = setTimeout(run, 10_000).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
