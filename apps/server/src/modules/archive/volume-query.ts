import { chinaDate, type ArchiveVolumeDetail, type ArchiveVolumePageQuery, type ArchiveVolumeRow, type PageResult } from '@notaria/contracts';
import { and, asc, count, desc, eq, ilike, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { latestTimestamp } from '../integrity/integrity.api.ts';
import { users } from '../user/user.table.ts';
import { archiveBorrows, archiveDownloads, archiveItems, archiveLocations, archiveMovements, archiveRequests, archiveVolumes } from './archive.table.ts';

type Volume = typeof archiveVolumes.$inferSelect;
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every location's path (库房 / 柜 / 层) and its descendants, from one read of the office's small tree. */
async function locationTree(tx: Tx, tenantId: number) {
  const rows = await tx.select().from(archiveLocations).where(eq(archiveLocations.tenantId, tenantId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path = (id: number | null): string => {
    const parts: string[] = [];
    for (let r = id ? byId.get(id) : undefined; r && parts.length < 10; r = r.parentId ? byId.get(r.parentId) : undefined) parts.unshift(r.name);
    return parts.join(' / ');
  };
  const below = (id: number): number[] => [id, ...rows.filter((r) => r.parentId === id).flatMap((r) => below(r.id))];
  return { path, below };
}

const userNames = async (tx: Tx, ids: number[]) => {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, string>();
  const rows = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(v: Volume, path: (id: number | null) => string, names: Map<number, string>): ArchiveVolumeRow {
  return {
    id: v.id,
    archiveNo: v.archiveNo,
    caseId: v.caseId,
    caseNumber: v.caseNumber,
    year: v.year,
    category: v.category,
    categoryName: v.categoryName,
    parties: v.parties,
    matters: v.matters,
    volumeKind: v.volumeKind,
    hasSubVolume: v.hasSubVolume,
    retention: v.retention,
    retentionYears: v.retentionYears,
    retentionUntil: v.retentionUntil,
    status: v.status,
    locationId: v.locationId,
    locationPath: path(v.locationId),
    boxNo: v.boxNo,
    itemCount: v.itemCount,
    totalSize: v.totalSize,
    receivedAt: v.receivedAt.toISOString(),
    receivedByName: names.get(v.receivedBy) ?? '',
    lastVerifiedAt: iso(v.lastVerifiedAt),
    lastVerifyOk: v.lastVerifyOk,
  };
}

/** Volumes whose retention has run out and that no pending destruction request names yet (never permanent ones). */
export const dueForAppraisal = (now: Date) => [
  eq(archiveVolumes.status, 'IN_STORE'),
  ne(archiveVolumes.retention, 'PERMANENT'),
  lt(archiveVolumes.retentionUntil, chinaDate(now)),
  sql`not exists (select 1 from ${archiveRequests} r where r.tenant_id = ${archiveVolumes.tenantId} and r.status = 'PENDING' and r.volume_ids @> to_jsonb(${archiveVolumes.id}))`,
];

export const pageVolumes = (db: Database, actor: Actor, q: ArchiveVolumePageQuery): Promise<PageResult<ArchiveVolumeRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const tree = await locationTree(tx, actor.tenantId);
    const where: (SQL | undefined)[] = [eq(archiveVolumes.tenantId, actor.tenantId)];
    if (q.year) where.push(eq(archiveVolumes.year, q.year));
    if (q.archiveNo?.trim()) where.push(ilike(archiveVolumes.archiveNo, like(q.archiveNo.trim())));
    if (q.caseNumber?.trim()) where.push(ilike(archiveVolumes.caseNumber, like(q.caseNumber.trim())));
    if (q.party?.trim()) where.push(ilike(archiveVolumes.parties, like(q.party.trim())));
    if (q.category?.trim()) where.push(sql`(${archiveVolumes.category} = ${q.category.trim()} or ${archiveVolumes.categoryName} = ${q.category.trim()})`);
    if (q.retention) where.push(eq(archiveVolumes.retention, q.retention));
    if (q.status) where.push(eq(archiveVolumes.status, q.status));
    if (q.volumeKind) where.push(eq(archiveVolumes.volumeKind, q.volumeKind));
    if (q.locationId) where.push(inArray(archiveVolumes.locationId, tree.below(q.locationId)));
    if (q.dueForAppraisal) where.push(...dueForAppraisal(new Date()));
    const filter = and(...where);
    const [{ total }] = await tx.select({ total: count() }).from(archiveVolumes).where(filter);
    const rows = await tx
      .select()
      .from(archiveVolumes)
      .where(filter)
      .orderBy(desc(archiveVolumes.year), desc(archiveVolumes.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size);
    const names = await userNames(
      tx,
      rows.map((r) => r.receivedBy),
    );
    return { total, list: rows.map((r) => toRow(r, tree.path, names)) };
  });

export const volumeDetail = (db: Database, actor: Actor, id: number): Promise<ArchiveVolumeDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [v] = await tx
      .select()
      .from(archiveVolumes)
      .where(and(eq(archiveVolumes.tenantId, actor.tenantId), eq(archiveVolumes.id, id)));
    if (!v) throw notFound('案卷');
    const tree = await locationTree(tx, actor.tenantId);
    const items = await tx.select().from(archiveItems).where(eq(archiveItems.volumeId, id)).orderBy(asc(archiveItems.seq));
    const movements = await tx
      .select()
      .from(archiveMovements)
      .where(eq(archiveMovements.volumeId, id))
      .orderBy(asc(archiveMovements.at), asc(archiveMovements.id));
    const borrows = await tx.select().from(archiveBorrows).where(eq(archiveBorrows.volumeId, id)).orderBy(desc(archiveBorrows.id));
    const downloads = await tx.select().from(archiveDownloads).where(eq(archiveDownloads.volumeId, id)).orderBy(desc(archiveDownloads.id));
    const names = await userNames(tx, [v.receivedBy, ...movements.map((m) => m.byUserId), ...downloads.map((d) => d.userId)]);
    const stamp = await latestTimestamp(tx, actor.tenantId, v.chainSeq);
    return {
      ...toRow(v, tree.path, names),
      retentionSource: v.retentionSource,
      remark: v.remark,
      items: items.map((i) => ({
        id: i.id,
        seq: i.seq,
        source: i.source,
        title: i.title,
        subVolume: i.subVolume,
        fileId: i.fileId,
        fileName: i.fileName,
        mime: i.mime,
        size: i.size,
        sha256: i.sha256,
        sm3: i.sm3,
      })),
      proof: {
        manifest: v.manifest as Record<string, unknown>,
        manifestSha256: v.manifestSha256,
        manifestSm3: v.manifestSm3,
        chainSeq: v.chainSeq,
        timestamp: stamp ? { genTime: stamp.genTime.toISOString(), serial: stamp.serial, tsaName: stamp.tsaName } : null,
      },
      movements: movements.map((m) => ({
        id: m.id,
        kind: m.kind,
        fromLocationPath: tree.path(m.fromLocationId),
        toLocationPath: tree.path(m.toLocationId),
        toOrg: m.toOrg,
        reason: m.reason,
        packageSha256: m.packageSha256,
        byName: names.get(m.byUserId) ?? '',
        at: m.at.toISOString(),
      })),
      borrows: borrows.map((b) => ({
        id: b.id,
        volumeId: b.volumeId,
        borrowerName: b.borrowerName,
        purpose: b.purpose,
        dueOn: b.dueOn,
        status: b.status,
        lentAt: iso(b.lentAt),
        returnedAt: iso(b.returnedAt),
      })),
      downloads: downloads.map((d) => ({
        id: d.id,
        userName: names.get(d.userId) ?? '',
        reason: d.reason,
        status: d.status,
        packageSha256: d.packageSha256,
        downloadedAt: iso(d.downloadedAt),
        createdAt: d.createdAt.toISOString(),
      })),
    };
  });
