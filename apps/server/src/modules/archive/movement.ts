import { and, eq } from 'drizzle-orm';
import type { ArchiveMovementKind } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { archiveMovements, archiveVolumes } from './archive.table.ts';

export type VolumeRow = typeof archiveVolumes.$inferSelect;

interface MovementInput {
  volumeId: number;
  kind: ArchiveMovementKind;
  fromLocationId?: number | null;
  toLocationId?: number | null;
  toOrg?: string;
  reason?: string;
  approvalId?: number | null;
  borrowId?: number | null;
  downloadId?: number | null;
  packageSha256?: string;
}

/** Appends one row to the custody log (the table refuses UPDATE and DELETE). */
export async function recordMovement(tx: Tx, tenantId: number, byUserId: number, m: MovementInput): Promise<void> {
  await tx.insert(archiveMovements).values({
    tenantId,
    byUserId,
    volumeId: m.volumeId,
    kind: m.kind,
    fromLocationId: m.fromLocationId ?? null,
    toLocationId: m.toLocationId ?? null,
    toOrg: m.toOrg ?? '',
    reason: m.reason ?? '',
    approvalId: m.approvalId ?? null,
    borrowId: m.borrowId ?? null,
    downloadId: m.downloadId ?? null,
    packageSha256: m.packageSha256 ?? '',
  });
}

/** A volume of the actor's office, locked for a change of custody. */
export async function lockVolume(tx: Tx, tenantId: number, id: number): Promise<VolumeRow> {
  const [v] = await tx
    .select()
    .from(archiveVolumes)
    .where(and(eq(archiveVolumes.tenantId, tenantId), eq(archiveVolumes.id, id)))
    .for('update');
  if (!v) throw notFound('档案');
  return v;
}
