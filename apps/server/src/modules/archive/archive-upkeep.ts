import type { FastifyInstance } from 'fastify';
import { flagOverdueHandovers } from './handover.ts';
import { startVolumeVerifySchedule } from './verify-volume-schedule.ts';

const HOUR_MS = 3_600_000;

/** The volumes' scheduled work: the daily 校验 and the hourly hand-over deadline check (with the evidence worker's switch). */
export function startVolumeUpkeep(app: FastifyInstance): void {
  if (!app.config.evidenceWorker) return;
  startVolumeVerifySchedule(app);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () =>
    flagOverdueHandovers(app.db, app.realtime)
      .catch((err: unknown) => app.log.error({ err }, '档案移交期限检查出错'))
      .finally(() => {
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
