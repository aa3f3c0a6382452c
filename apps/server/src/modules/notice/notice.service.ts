import type { Notice, NoticePageQuery, NotifyType, PageResult, SendNoticeBody, SentNotice } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { afterCommit, inTenant } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { NoticeBusiness } from './notice.table.ts';
import { insertNotices, markRead, pageMine, pageSent, removeRead, resolveRecipients, unreadTotal } from './notice.repo.ts';

type Row = Awaited<ReturnType<typeof insertNotices>>[number];
const toNotice = ({ updatedAt, ...r }: Row): Notice => ({ ...r, updateTime: updatedAt.toISOString() });

export interface NoticeInput {
  to: { userIds?: number[]; roleIds?: number[]; deptIds?: number[] };
  notifyType: NotifyType;
  title: string;
  content?: string;
  business?: NoticeBusiness;
  link?: string;
  senderId?: number;
}

/**
 * How every module notifies people: stores one notice per recipient in the caller's transaction and
 * delivers them live after that transaction commits. Returns how many users were notified.
 */
export async function notify(tx: Tx, hub: RealtimeHub, tenantId: number, input: NoticeInput): Promise<number> {
  const recipients = await resolveRecipients(tx, tenantId, input.to);
  if (recipients.length === 0) return 0;
  const rows = await insertNotices(
    tx,
    recipients.map((recipientId) => ({
      tenantId,
      recipientId,
      senderId: input.senderId,
      notifyType: input.notifyType,
      title: input.title,
      content: input.content ?? '',
      business: input.business ?? null,
      link: input.link ?? '',
    })),
  );
  afterCommit(tx, () => {
    rows.forEach((row, i) => void hub.deliver(tenantId, [recipients[i]], { type: 'MESSAGE', data: toNotice(row) }));
  });
  return recipients.length;
}

const mine = <T>(db: Database, actor: Actor, work: (tx: Tx) => Promise<T>) => inTenant(db, actor.tenantId, work);

export const myUnreadTotal = (db: Database, actor: Actor) => mine(db, actor, (tx) => unreadTotal(tx, actor.tenantId, actor.userId));

export async function myNotices(db: Database, actor: Actor, q: NoticePageQuery): Promise<PageResult<Notice>> {
  const page = await mine(db, actor, (tx) => pageMine(tx, actor.tenantId, actor.userId, q.current, q.size, q.isRead));
  return { total: page.total, list: page.list.map(toNotice) };
}

export const readNotices = (db: Database, actor: Actor, ids: number[]) => mine(db, actor, (tx) => markRead(tx, actor.tenantId, actor.userId, ids));
export const readAllNotices = (db: Database, actor: Actor) => mine(db, actor, (tx) => markRead(tx, actor.tenantId, actor.userId));
export const removeAllRead = (db: Database, actor: Actor) => mine(db, actor, (tx) => removeRead(tx, actor.tenantId, actor.userId));

export async function sendOfficeNotice(db: Database, hub: RealtimeHub, actor: Actor, body: SendNoticeBody): Promise<number> {
  if (!body.userIds.length && !body.roleIds.length && !body.deptIds.length) throw new AppError('VALIDATION_FAILED', '请至少选择一个接收人、角色或部门');
  const sent = await inTenant(db, actor.tenantId, (tx) =>
    notify(tx, hub, actor.tenantId, {
      to: body,
      notifyType: 'OFFICE_NOTICE',
      title: body.title.trim(),
      content: body.content.trim(),
      senderId: actor.userId,
      link: '/oa/notice',
    }),
  );
  if (sent === 0) throw new AppError('VALIDATION_FAILED', '所选范围内没有可接收通知的在岗人员');
  return sent;
}

export async function sentNotices(db: Database, actor: Actor, current: number, size: number): Promise<PageResult<SentNotice>> {
  const page = await inTenant(db, actor.tenantId, (tx) => pageSent(tx, actor.tenantId, current, size));
  return { total: page.total, list: page.list.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })) };
}
