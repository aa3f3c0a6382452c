import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { chinaDate, type DestroyBody } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { afterCommit, inTenant } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerApprovalKind } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { FileStorage } from '../files/files.api.ts';
import { storedFiles } from '../files/file.table.ts';
import { archiveItems, archiveRequests, archiveVolumes } from './archive.table.ts';
import { lockVolume, recordMovement, type VolumeRow } from './movement.ts';
import { closeRequest, pendingRequestOf, startVolumeRequest } from './transfer.ts';

const DESTROY_KIND = 'archiveDestroy';

let storage: FileStorage | null = null;
/** Where stored bytes live, set when the routes load (the approval callback has no app at hand). */
export const useArchiveStorage = (given: FileStorage) => {
  storage = given;
};

/** Why a volume may not be destroyed on `today`, or null: never permanent, only in store and past its retention. */
function destroyRefusal(v: Pick<VolumeRow, 'retention' | 'retentionUntil' | 'status'>, today: string): string | null {
  if (v.retention === 'PERMANENT' || v.retentionUntil == null) return '永久保管的档案不能销毁';
  if (v.status !== 'IN_STORE') return '只有在库的档案可以鉴定销毁';
  if (v.retentionUntil >= today) return `保管期限至 ${v.retentionUntil}，尚未期满`;
  return null;
}

/** 鉴定销毁申请: expired non-permanent volumes go to the appraisal committee's approval together, on one frozen list. */
export const applyDestroy = (db: Database, actor: Actor, body: DestroyBody): Promise<{ approvalId: number }> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const today = chinaDate(new Date());
    const volumes: VolumeRow[] = [];
    // Locked in id order, so two requests over overlapping volumes cannot deadlock.
    for (const id of [...body.ids].sort((a, b) => a - b)) {
      const v = await lockVolume(tx, actor.tenantId, id);
      const refusal = destroyRefusal(v, today);
      if (refusal) throw new AppError('CONFLICT', `档案 ${v.archiveNo}：${refusal}`);
      volumes.push(v);
    }
    const numbers = volumes.map((v) => v.archiveNo);
    return startVolumeRequest(tx, actor, volumes, {
      kind: 'DESTROY',
      approvalKind: DESTROY_KIND,
      toOrg: '',
      reason: body.reason,
      summary: `鉴定销毁档案 ${numbers.length > 3 ? `${numbers.slice(0, 3).join('、')} 等 ${numbers.length} 卷` : numbers.join('、')}`,
    });
  });

registerApprovalKind({
  kind: DESTROY_KIND,
  title: '档案鉴定销毁',
  flowCode: 'archiveDestroy',
  // The catalogue rows, their hashes, the manifest and its chain entry stay forever; only the stored bytes go.
  async onApproved(tx, request, actor) {
    const req = await pendingRequestOf(tx, request);
    if (!req) return;
    const purge: string[] = [];
    for (const id of req.volumeIds) {
      const v = await lockVolume(tx, req.tenantId, id);
      const refusal = destroyRefusal(v, chinaDate(new Date()));
      if (refusal) throw new AppError('CONFLICT', `档案 ${v.archiveNo}：${refusal}`);
      await tx.update(archiveVolumes).set({ status: 'DESTROYED', destroyedAt: new Date(), updatedAt: new Date() }).where(eq(archiveVolumes.id, v.id));
      const held = await tx
        .select({ id: archiveItems.id, fileId: archiveItems.fileId })
        .from(archiveItems)
        .where(and(eq(archiveItems.volumeId, v.id), isNotNull(archiveItems.fileId)));
      if (held.length) {
        await tx
          .update(archiveItems)
          .set({ fileId: null })
          .where(
            inArray(
              archiveItems.id,
              held.map((h) => h.id),
            ),
          );
        for (const { fileId } of held) {
          // A file another record still refers to keeps its bytes; the volume no longer points at it.
          const gone = await tx
            .transaction(async (sp) =>
              sp
                .delete(storedFiles)
                .where(and(eq(storedFiles.tenantId, req.tenantId), eq(storedFiles.id, fileId!)))
                .returning({ path: storedFiles.path }),
            )
            .catch(() => []);
          purge.push(...gone.map((g) => g.path));
        }
      }
      await recordMovement(tx, req.tenantId, actor.userId, {
        volumeId: v.id,
        kind: 'DESTROY',
        fromLocationId: v.locationId,
        reason: req.reason,
        approvalId: request.id,
      });
    }
    await tx.update(archiveRequests).set({ status: 'DONE', doneAt: new Date(), updatedAt: new Date() }).where(eq(archiveRequests.id, req.id));
    const store = storage;
    if (store && purge.length) afterCommit(tx, () => void Promise.all(purge.map((p) => store.delete(p))).catch(() => {}));
  },
  onClosed: closeRequest,
  async describe(tx, request) {
    const [req] = await tx
      .select()
      .from(archiveRequests)
      .where(and(eq(archiveRequests.tenantId, request.tenantId), eq(archiveRequests.id, request.subjectId)));
    if (!req) return [];
    const list = req.list as { archiveNo: string; retention: string }[];
    return [
      { label: '销毁案卷', value: list.map((v) => v.archiveNo).join('、') },
      { label: '鉴定意见', value: req.reason },
      { label: '销毁清单 SHA-256', value: req.listSha256 },
    ];
  },
});
