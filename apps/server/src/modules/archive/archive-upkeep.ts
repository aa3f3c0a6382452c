import type { FastifyInstance } from 'fastify';
import { noticeOverdueLoans } from './borrow-overdue.ts';
import { flagOverdueHandovers } from './handover.ts';
import { startVolumeVerifySchedule } from './verify-volume-schedule.ts';

const HOUR_MS = 3_600_000;

/**
 * The archive room's scheduled work, on every instance where ARCHIVE_WORKER is on (the default outside tests): the
 * daily 校验 over all volumes, and hourly the hand-over deadline flags and the overdue-loan notices. Each job is safe
 * to run on several instances at once: the 校验 takes an advisory lock, a flag and a loan notice are written once.
 */
export function startArchiveUpkeep(app: FastifyInstance): void {
  if (!app.config.archiveWorker) return;
  startVolumeVerifySchedule(app);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const hourly = async () => {
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
