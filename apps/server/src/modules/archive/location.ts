import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { ArchiveLocation, LocationBody, LocationUpdateBody, MoveBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { archiveLocations, archiveVolumes } from './archive.table.ts';
import { ARCHIVE_LOCATION_KIND_LABELS } from '@notaria/contracts';
import { childKindOf, holdsVolumes, pathOf } from './location-rules.ts';
import { lockVolume, recordMovement } from './movement.ts';

type LocationRow = typeof archiveLocations.$inferSelect;

const allOf = (tx: Tx, tenantId: number) => tx.select().from(archiveLocations).where(eq(archiveLocations.tenantId, tenantId));

async function usedByLocation(tx: Tx, tenantId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: archiveVolumes.locationId, n: count() })
    .from(archiveVolumes)
    .where(and(eq(archiveVolumes.tenantId, tenantId), isNotNull(archiveVolumes.locationId), sql`${archiveVolumes.status} <> 'DESTROYED'`))
    .groupBy(archiveVolumes.locationId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

const present = (r: LocationRow, byId: Map<number, LocationRow>, used: Map<number, number>): ArchiveLocation => ({
  id: r.id,
  parentId: r.parentId,
  kind: r.kind,
  name: r.name,
  path: pathOf(r.id, byId),
  capacity: r.capacity,
  used: used.get(r.id) ?? 0,
});

async function listIn(tx: Tx, tenantId: number): Promise<ArchiveLocation[]> {
  const rows = await allOf(tx, tenantId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const used = await usedByLocation(tx, tenantId);
  return rows.map((r) => present(r, byId, used)).sort((a, b) => a.path.localeCompare(b.path, 'zh-CN'));
}

export const listLocations = (db: Database, actor: Actor) => inTenant(db, actor.tenantId, (tx) => listIn(tx, actor.tenantId));

async function locationIn(tx: Tx, tenantId: number, id: number, lock = false): Promise<LocationRow> {
  const q = tx
    .select()
    .from(archiveLocations)
    .where(and(eq(archiveLocations.tenantId, tenantId), eq(archiveLocations.id, id)));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw notFound('库位');
  return row;
}

const presentOne = async (tx: Tx, tenantId: number, id: number) => (await listIn(tx, tenantId)).find((l) => l.id === id)!;

export const createLocation = (db: Database, actor: Actor, body: LocationBody): Promise<ArchiveLocation> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const parent = body.parentId == null ? null : await locationIn(tx, actor.tenantId, body.parentId);
    const expected = parent ? childKindOf(parent.kind) : 'ROOM';
    if (expected !== body.kind)
      throw invalid(parent ? (expected ? `该位置下只能新增“${ARCHIVE_LOCATION_KIND_LABELS[expected]}”` : '格下不能再分') : '顶层只能是库房');
    const [row] = await tx
      .insert(archiveLocations)
      .values({
        tenantId: actor.tenantId,
        parentId: parent?.id ?? null,
        kind: body.kind,
        name: body.name,
        capacity: holdsVolumes(body.kind) ? body.capacity : null,
      })
      .returning();
    await audit(tx, actor, { module: 'archives', action: 'locationCreate', targetId: row.id, after: body });
    return presentOne(tx, actor.tenantId, row.id);
  });

export const updateLocation = (db: Database, actor: Actor, body: LocationUpdateBody): Promise<ArchiveLocation> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const row = await locationIn(tx, actor.tenantId, body.id, true);
    const used = (await usedByLocation(tx, actor.tenantId)).get(row.id) ?? 0;
    if (holdsVolumes(row.kind) && body.capacity != null && body.capacity < used) throw new AppError('CONFLICT', `该位置已放 ${used} 卷，容量不能小于 ${used}`);
    await tx
      .update(archiveLocations)
      .set({ name: body.name, capacity: holdsVolumes(row.kind) ? body.capacity : null, updatedAt: new Date() })
      .where(eq(archiveLocations.id, row.id));
    await audit(tx, actor, { module: 'archives', action: 'locationUpdate', targetId: row.id, before: { name: row.name, capacity: row.capacity }, after: body });
    return presentOne(tx, actor.tenantId, row.id);
  });

export const deleteLocation = (db: Database, actor: Actor, id: number): Promise<void> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const row = await locationIn(tx, actor.tenantId, id, true);
    const [child] = await tx
      .select({ id: archiveLocations.id })
      .from(archiveLocations)
      .where(and(eq(archiveLocations.tenantId, actor.tenantId), eq(archiveLocations.parentId, id)))
      .limit(1);
    if (child) throw new AppError('CONFLICT', '该库位下还有下级位置，不能删除');
    const [held] = await tx
      .select({ id: archiveVolumes.id })
      .from(archiveVolumes)
      .where(and(eq(archiveVolumes.tenantId, actor.tenantId), eq(archiveVolumes.locationId, id)))
      .limit(1);
    if (held) throw new AppError('CONFLICT', '该库位放有档案（或曾放过已销毁的档案），不能删除');
    await tx.delete(archiveLocations).where(eq(archiveLocations.id, row.id));
    await audit(tx, actor, { module: 'archives', action: 'locationDelete', targetId: id, before: { name: row.name } });
  });

/**
 * 移库: into a cell with room; the cell row is locked first, so two moves into its last place at once are decided
 * one after the other and the second finds it full.
 */
export const moveVolume = (db: Database, actor: Actor, body: MoveBody): Promise<void> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const cell = await locationIn(tx, actor.tenantId, body.locationId, true);
    if (!holdsVolumes(cell.kind)) throw invalid('档案只能放在层或格上');
    const v = await lockVolume(tx, actor.tenantId, body.id);
    if (v.status !== 'IN_STORE') throw new AppError('CONFLICT', '只有在库的档案可以移库');
    if (v.locationId === cell.id) throw new AppError('CONFLICT', '档案已在该位置');
    const used = (await usedByLocation(tx, actor.tenantId)).get(cell.id) ?? 0;
    if (cell.capacity != null && used >= cell.capacity) throw new AppError('CONFLICT', `目标位置已满（容量 ${cell.capacity} 卷）`);
    await tx.update(archiveVolumes).set({ locationId: cell.id, updatedAt: new Date() }).where(eq(archiveVolumes.id, v.id));
    await recordMovement(tx, actor.tenantId, actor.userId, {
      volumeId: v.id,
      kind: 'MOVE',
      fromLocationId: v.locationId,
      toLocationId: cell.id,
      reason: body.reason,
    });
  });
