import { ARCHIVE_RETENTION_LABELS, ARCHIVE_VOLUME_STATUS_LABELS, type ArchiveStatistics, type ArchiveVerifyReport, type PageResult } from '@notaria/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { archiveVerifyReports, archiveVolumes } from './archive.table.ts';
import { overdueHandovers } from './handover.ts';
import { dueForAppraisal } from './volume-query.ts';

/** Volumes by year, category, retention and status; those due for 鉴定 and not yet in a request; cases past their hand-over deadline. */
export const volumeStatistics = (db: Database, actor: Actor, now = new Date()): Promise<ArchiveStatistics> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const mine = eq(archiveVolumes.tenantId, actor.tenantId);
    const by = async <K extends 'year' | 'category' | 'retention' | 'status'>(key: K) =>
      tx
        .select({ key: sql<string>`${archiveVolumes[key]}::text`, name: sql<string>`max(${archiveVolumes.categoryName})`, count: count() })
        .from(archiveVolumes)
        .where(mine)
        .groupBy(archiveVolumes[key])
        .orderBy(archiveVolumes[key]);
    const [years, categories, retentions, statuses] = [await by('year'), await by('category'), await by('retention'), await by('status')];
    const [{ due }] = await tx
      .select({ due: count() })
      .from(archiveVolumes)
      .where(and(mine, ...dueForAppraisal(now)));
    return {
      total: years.reduce((s, r) => s + r.count, 0),
      byYear: years.map((r) => ({ key: r.key, label: `${r.key}年`, count: r.count })),
      byCategory: categories.map((r) => ({ key: r.key, label: r.name || '未分类', count: r.count })),
      byRetention: retentions.map((r) => ({
        key: r.key,
        label: ARCHIVE_RETENTION_LABELS[r.key as keyof typeof ARCHIVE_RETENTION_LABELS] ?? r.key,
        count: r.count,
      })),
      byStatus: statuses.map((r) => ({
        key: r.key,
        label: ARCHIVE_VOLUME_STATUS_LABELS[r.key as keyof typeof ARCHIVE_VOLUME_STATUS_LABELS] ?? r.key,
        count: r.count,
      })),
      dueForAppraisal: due,
      handoverOverdue: (await overdueHandovers(tx, actor.tenantId, now)).length,
    };
  });

export const pageVerifyReports = (db: Database, actor: Actor, q: { current: number; size: number }): Promise<PageResult<ArchiveVerifyReport>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const mine = eq(archiveVerifyReports.tenantId, actor.tenantId);
    const [{ total }] = await tx.select({ total: count() }).from(archiveVerifyReports).where(mine);
    const rows = await tx
      .select()
      .from(archiveVerifyReports)
      .where(mine)
      .orderBy(desc(archiveVerifyReports.startedAt), desc(archiveVerifyReports.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size);
    return {
      total,
      list: rows.map((r) => ({
        id: r.id,
        trigger: r.trigger,
        volumes: r.volumes,
        files: r.files,
        failedVolumes: r.failedVolumes,
        failures: r.failures,
        startedAt: r.startedAt.toISOString(),
        finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
      })),
    };
  });
