import { and, count, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paged } from '../../db/rows.ts';
import { users, userRoles } from '../user/user.table.ts';
import { notices } from './notice.table.ts';

const sender = sql<string>`coalesce((select u.name from users u where u.id = ${notices.senderId}), '')`;
const columns = {
  id: notices.id,
  isRead: notices.isRead,
  notifyType: notices.notifyType,
  title: notices.title,
  content: notices.content,
  updatedAt: notices.updatedAt,
  business: notices.business,
  link: notices.link,
  senderName: sender,
};

export const insertNotices = (tx: Tx, rows: (typeof notices.$inferInsert)[]) => tx.insert(notices).values(rows).returning(columns);

export function pageMine(tx: Tx, tenantId: number, userId: number, current: number, size: number, isRead?: boolean) {
  const where = and(eq(notices.tenantId, tenantId), eq(notices.recipientId, userId), isRead === undefined ? undefined : eq(notices.isRead, isRead));
  return paged(tx, notices, where, { current, size }, tx.select(columns).from(notices).where(where).orderBy(desc(notices.id)).$dynamic());
}

export async function unreadTotal(tx: Tx, tenantId: number, userId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.tenantId, tenantId), eq(notices.recipientId, userId), eq(notices.isRead, false)));
  return n;
}

/** Only the caller's own notices change, whatever ids are given. Returns how many changed. */
export async function markRead(tx: Tx, tenantId: number, userId: number, ids?: number[]): Promise<number> {
  const rows = await tx
    .update(notices)
    .set({ isRead: true, updatedAt: new Date() })
    .where(and(eq(notices.tenantId, tenantId), eq(notices.recipientId, userId), eq(notices.isRead, false), ids ? inArray(notices.id, ids) : undefined))
    .returning({ id: notices.id });
  return rows.length;
}

export async function removeRead(tx: Tx, tenantId: number, userId: number): Promise<number> {
  const rows = await tx
    .delete(notices)
    .where(and(eq(notices.tenantId, tenantId), eq(notices.recipientId, userId), eq(notices.isRead, true)))
    .returning({ id: notices.id });
  return rows.length;
}

/** Active users of the tenant among the given users, holders of the given roles, members of the given departments. */
export async function resolveRecipients(tx: Tx, tenantId: number, to: { userIds?: number[]; roleIds?: number[]; deptIds?: number[] }) {
  const ids = new Set<number>();
  const active = and(eq(users.tenantId, tenantId), eq(users.activated, true));
  const activeWhere = async (cond: SQL) => {
    for (const r of await tx.select({ id: users.id }).from(users).where(and(active, cond))) ids.add(r.id);
  };
  if (to.userIds?.length) await activeWhere(inArray(users.id, to.userIds));
  if (to.deptIds?.length) await activeWhere(inArray(users.deptId, to.deptIds));
  if (to.roleIds?.length) {
    const rows = await tx
      .select({ id: users.id })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(active, inArray(userRoles.roleId, to.roleIds)));
    for (const r of rows) ids.add(r.id);
  }
  return [...ids];
}

/** Office notices sent in the tenant, one row per sending, with how many recipients have read it. */
export async function pageSent(tx: Tx, tenantId: number, current: number, size: number) {
  const where = and(eq(notices.tenantId, tenantId), eq(notices.notifyType, 'OFFICE_NOTICE'), isNotNull(notices.senderId));
  const group = [notices.senderId, notices.createdAt, notices.title, notices.content] as const;
  const list = await tx
    .select({
      title: notices.title,
      content: notices.content,
      senderName: max(sender).mapWith(String),
      sentAt: notices.createdAt,
      recipients: count(),
      read: sql<number>`count(*) filter (where ${notices.isRead})`.mapWith(Number),
    })
    .from(notices)
    .where(where)
    .groupBy(...group)
    .orderBy(desc(notices.createdAt))
    .limit(size)
    .offset((current - 1) * size);
  const [{ total }] = await tx
    .select({ total: sql<number>`count(distinct (${notices.senderId}, ${notices.createdAt}, ${notices.title}))`.mapWith(Number) })
    .from(notices)
    .where(where);
  return { list, total };
}
