import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { settleDue } from './vote-lifecycle.ts';
import { isDue } from './vote.repo.ts';
import { votes } from './vote.table.ts';

const MINUTE_MS = 60_000;

/**
 * Opens and closes, in every office, the votes whose time has come, so results are hashed and pushed on time even
 * when nobody has the page open. Safe on several instances at once: settling locks each vote row and re-reads it.
 */
export async function settleDueVotes(db: Database, hub: RealtimeHub): Promise<number> {
  const offices = await asSystem(db, (tx) => tx.selectDistinct({ tenantId: votes.tenantId }).from(votes).where(isDue()));
  for (const { tenantId } of offices) await inTenant(db, tenantId, (tx) => settleDue(tx, hub, tenantId));
  return offices.length;
}

/** Runs settleDueVotes every minute where VOTE_WORKER is on (the default outside tests). */
export function startVoteUpkeep(app: FastifyInstance): void {
  if (!app.config.voteWorker) return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () =>
    void settleDueVotes(app.db, app.realtime)
      .catch((err: unknown) => app.log.error({ err }, '表决到期开启/结束出错'))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, MINUTE_MS).unref();
      });
  app.addHook('onReady', async () => {
    timer = setTimeout(run, MINUTE_MS).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
