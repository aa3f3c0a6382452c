import type { ArchiveDestroyRequestRow, PageResult } from '@notaria/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { users } from '../user/user.table.ts';
import { archiveRequests } from './archive.table.ts';

/** The office's 鉴定销毁 requests, newest first, with the archive numbers their frozen list names. */
export const pageDestroyRequests = (db: Database, actor: Actor, q: { current: number; size: number }): Promise<PageResult<ArchiveDestroyRequestRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const mine = and(eq(archiveRequests.tenantId, actor.tenantId), eq(archiveRequests.kind, 'DESTROY'));
    const [{ total }] = await tx.select({ total: count() }).from(archiveRequests).where(mine);
    const rows = await tx
      .select({ r: archiveRequests, createdByName: users.name })
      .from(archiveRequests)
      .leftJoin(users, eq(users.id, archiveRequests.createdBy))
      .where(mine)
      .orderBy(desc(archiveRequests.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size);
    return {
      total,
      list: rows.map(({ r, createdByName }) => ({
        id: r.id,
        status: r.status,
        archiveNos: (r.list as { archiveNo: string }[]).map((v) => v.archiveNo),
        reason: r.reason,
        listSha256: r.listSha256,
        approvalId: r.approvalId,
        createdByName: createdByName ?? '',
        createdAt: r.createdAt.toISOString(),
        doneAt: r.doneAt ? r.doneAt.toISOString() : null,
      })),
    };
  });
