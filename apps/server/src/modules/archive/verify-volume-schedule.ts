import { and, asc, eq, gt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { archiveVerifyReports, archiveVolumes } from './archive.table.ts';
import { verifyVolume } from './verify-volume.ts';
import type { FileStorage } from '../files/files.api.ts';
import { claimScheduledRun } from '../installation/installation.api.ts';

// The scheduled 校验 over every volume of every office, one report row per office. With several instances on one
// PostgreSQL, a transaction-scoped advisory lock lets one of them run while the others skip; each volume is checked
// in its own short transaction, so a long run holds no row locks.

/** The advisory lock of the scheduled check: ('arch', 1). */
const VERIFY_LOCK = [0x61726368, 1] as const;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BATCH = 200;

export type ScheduledVerify = { ran: false } | { ran: true; volumes: number; failedVolumes: number };

async function verifyOffice(db: Database, storage: FileStorage, tenantId: number) {
  const [report] = await inTenant(db, tenantId, (tx) => tx.insert(archiveVerifyReports).values({ tenantId, trigger: 'SCHEDULED' }).returning());
  const failures: { volumeId: number; archiveNo: string; problems: string[] }[] = [];
  let volumes = 0;
  let files = 0;
  let after = 0;
  for (;;) {
    const ids = await inTenant(db, tenantId, (tx) =>
      tx
        .select({ id: archiveVolumes.id })
        .from(archiveVolumes)
        .where(and(eq(archiveVolumes.tenantId, tenantId), gt(archiveVolumes.id, after)))
        .orderBy(asc(archiveVolumes.id))
        .limit(BATCH),
    );
    if (!ids.length) break;
    for (const { id } of ids) {
      const r = await inTenant(db, tenantId, (tx) => verifyVolume(tx, storage, tenantId, id));
      volumes++;
      files += r.files;
      if (!r.ok) failures.push({ volumeId: id, archiveNo: r.archiveNo, problems: r.problems });
    }
    after = ids[ids.length - 1].id;
  }
  await inTenant(db, tenantId, (tx) =>
    tx
      .update(archiveVerifyReports)
      .set({ volumes, files, failedVolumes: failures.length, failures, finishedAt: new Date() })
      .where(eq(archiveVerifyReports.id, report.id)),
  );
  return { volumes, failedVolumes: failures.length };
}

/** One scheduled check over all offices that have volumes, unless another instance is running one. */
export async function verifyAllVolumes(db: Database, storage: FileStorage): Promise<ScheduledVerify> {
  const work = async (): Promise<ScheduledVerify> => {
    const offices = await asSystem(db, (tx) => tx.selectDistinct({ tenantId: archiveVolumes.tenantId }).from(archiveVolumes));
    let volumes = 0;
    let failedVolumes = 0;
    for (const { tenantId } of offices) {
      const r = await verifyOffice(db, storage, tenantId);
      volumes += r.volumes;
      failedVolumes += r.failedVolumes;
    }
    return { ran: true, volumes, failedVolumes };
  };
  if (db.kind === 'pglite') return work();
  return asSystem(db, async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${VERIFY_LOCK[0]}, ${VERIFY_LOCK[1]}) as got`)) as unknown as {
      rows: { got: boolean }[];
    };
    return rows[0]?.got ? work() : { ran: false };
  });
}

/**
 * Runs the check once a day across the instances while the app runs (started by the archive upkeep): each instance
 * looks every hour and runs it when it claims the day's run; stops on close.
 */
export function startVolumeVerifySchedule(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () =>
    claimScheduledRun(app.db, 'archive-verify', DAY_MS)
      .then((mine) => (mine ? verifyAllVolumes(app.db, app.storage) : { ran: false as const }))
      .then((r) => r.ran && r.failedVolumes && app.log.warn(r, '档案定期校验发现问题'))
      .catch((err: unknown) => app.log.error({ err }, '档案定期校验出错'))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, HOUR_MS).unref();
      });
  app.addHook('onReady', async () => {
    timer = setTimeout(run, 60_000).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
