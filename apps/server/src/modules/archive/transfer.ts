import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TransferBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { registerApprovalKind, startApproval, type ApprovalRequestRow } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { dualHash } from '../integrity/integrity.api.ts';
import { canonicalJson } from '../oplog/oplog.api.ts';
import { archiveItems, archiveRequests, archiveVolumes } from './archive.table.ts';
import { lockVolume, recordMovement, type VolumeRow } from './movement.ts';
import { transferListXlsx, type ListedVolume } from './transfer-list.ts';

const TRANSFER_KIND = 'archiveTransfer';
type RequestKind = 'TRANSFER' | 'DESTROY';
type ArchiveRequestRow = typeof archiveRequests.$inferSelect;

/** The catalogue and hashes of a volume as a transfer or destruction list freezes them. */
async function listedOf(tx: Tx, v: VolumeRow): Promise<ListedVolume> {
  const items = await tx.select().from(archiveItems).where(eq(archiveItems.volumeId, v.id)).orderBy(asc(archiveItems.seq));
  return {
    archiveNo: v.archiveNo,
    caseNumber: v.caseNumber,
    parties: v.parties,
    retention: v.retention,
    manifestSha256: v.manifestSha256,
    manifestSm3: v.manifestSm3,
    items: items.map((i) => ({ seq: i.seq, title: i.title, fileName: i.fileName, size: i.size, sha256: i.sha256, sm3: i.sm3 })),
  };
}

/** A volume may be in at most one open transfer or destruction request. */
async function assertNoOpenRequest(tx: Tx, tenantId: number, volumeId: number, archiveNo: string) {
  const [open] = await tx
    .select({ id: archiveRequests.id, kind: archiveRequests.kind })
    .from(archiveRequests)
    .where(
      and(
        eq(archiveRequests.tenantId, tenantId),
        eq(archiveRequests.status, 'PENDING'),
        sql`${archiveRequests.volumeIds} @> ${JSON.stringify([volumeId])}::jsonb`,
      ),
    )
    .limit(1);
  if (open) throw new AppError('CONFLICT', `档案 ${archiveNo} 已有${open.kind === 'TRANSFER' ? '移交' : '鉴定销毁'}申请在审批中`);
}

/** Freezes the list of the volumes with their hashes and starts one approval of `approvalKind` for all of them. */
export async function startVolumeRequest(
  tx: Tx,
  actor: Actor,
  volumes: VolumeRow[],
  input: { kind: RequestKind; approvalKind: string; toOrg: string; reason: string; summary: string },
): Promise<{ approvalId: number }> {
  const list: ListedVolume[] = [];
  for (const v of volumes) {
    await assertNoOpenRequest(tx, actor.tenantId, v.id, v.archiveNo);
    list.push(await listedOf(tx, v));
  }
  const [row] = await tx
    .insert(archiveRequests)
    .values({
      tenantId: actor.tenantId,
      kind: input.kind,
      status: 'PENDING',
      volumeIds: volumes.map((v) => v.id),
      toOrg: input.toOrg,
      reason: input.reason,
      list,
      listSha256: dualHash(canonicalJson(list)).sha256,
      createdBy: actor.userId,
    })
    .returning();
  const approval = await startApproval(tx, actor, { kind: input.approvalKind, subjectId: row.id, summary: input.summary });
  await tx.update(archiveRequests).set({ approvalId: approval.id }).where(eq(archiveRequests.id, row.id));
  return { approvalId: approval.id };
}

/** The pending request an approval decides, locked. */
export const pendingRequestOf = async (tx: Tx, r: ApprovalRequestRow): Promise<ArchiveRequestRow | undefined> =>
  (
    await tx
      .select()
      .from(archiveRequests)
      .where(and(eq(archiveRequests.tenantId, r.tenantId), eq(archiveRequests.id, r.subjectId), eq(archiveRequests.status, 'PENDING')))
      .for('update')
  )[0];

export const closeRequest = async (tx: Tx, r: ApprovalRequestRow) => {
  await tx
    .update(archiveRequests)
    .set({ status: 'REJECTED', updatedAt: new Date() })
    .where(and(eq(archiveRequests.tenantId, r.tenantId), eq(archiveRequests.id, r.subjectId), eq(archiveRequests.status, 'PENDING')));
};

/** 移交申请: a volume in store goes to the state archives once approved. */
export const applyTransfer = (db: Database, actor: Actor, body: TransferBody): Promise<{ approvalId: number }> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const v = await lockVolume(tx, actor.tenantId, body.id);
    if (v.status !== 'IN_STORE') throw new AppError('CONFLICT', '只有在库的档案可以移交');
    return startVolumeRequest(tx, actor, [v], {
      kind: 'TRANSFER',
      approvalKind: TRANSFER_KIND,
      toOrg: body.toOrg,
      reason: body.reason,
      summary: `移交档案 ${v.archiveNo} 至 ${body.toOrg}`,
    });
  });

registerApprovalKind({
  kind: TRANSFER_KIND,
  title: '档案移交',
  flowCode: 'archiveTransfer',
  async onApproved(tx, request, actor) {
    const req = await pendingRequestOf(tx, request);
    if (!req) return;
    for (const id of req.volumeIds) {
      const v = await lockVolume(tx, req.tenantId, id);
      if (v.status !== 'IN_STORE') throw new AppError('CONFLICT', `档案 ${v.archiveNo} 已不在库，不能移交`);
      await tx.update(archiveVolumes).set({ status: 'TRANSFERRED', transferredAt: new Date(), updatedAt: new Date() }).where(eq(archiveVolumes.id, v.id));
      await recordMovement(tx, req.tenantId, actor.userId, {
        volumeId: v.id,
        kind: 'TRANSFER',
        fromLocationId: v.locationId,
        toOrg: req.toOrg,
        reason: `${req.reason}（移交清单 SHA-256 ${req.listSha256}）`,
        approvalId: request.id,
      });
    }
    await tx.update(archiveRequests).set({ status: 'DONE', doneAt: new Date(), updatedAt: new Date() }).where(eq(archiveRequests.id, req.id));
  },
  onClosed: closeRequest,
  async describe(tx, request) {
    const [req] = await tx
      .select()
      .from(archiveRequests)
      .where(and(eq(archiveRequests.tenantId, request.tenantId), eq(archiveRequests.id, request.subjectId)));
    return req
      ? [
          { label: '接收单位', value: req.toOrg },
          { label: '移交事由', value: req.reason },
          { label: '移交清单 SHA-256', value: req.listSha256 },
        ]
      : [];
  },
});

/** The transfer list (xlsx) of the volume's latest transfer request: every item with its SHA-256 and SM3. */
export const transferListOf = (db: Database, actor: Actor, volumeId: number): Promise<{ fileName: string; bytes: Buffer }> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [req] = await tx
      .select()
      .from(archiveRequests)
      .where(
        and(
          eq(archiveRequests.tenantId, actor.tenantId),
          eq(archiveRequests.kind, 'TRANSFER'),
          sql`${archiveRequests.volumeIds} @> ${JSON.stringify([volumeId])}::jsonb`,
        ),
      )
      .orderBy(desc(archiveRequests.id))
      .limit(1);
    if (!req) throw notFound('移交申请');
    const list = req.list as ListedVolume[];
    const bytes = await transferListXlsx({ toOrg: req.toOrg, reason: req.reason, listSha256: req.listSha256, volumes: list });
    return { fileName: `移交清单-${list[0]?.archiveNo ?? req.id}.xlsx`, bytes };
  });
