import { bigserial, boolean, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from '../tenant/tenant.table.ts';
import { users } from '../user/user.table.ts';
import { timestamps } from '../../db/columns.ts';

export interface NoticeBusiness {
  businessNumber: string;
  parentItemName: string;
  itemName: string;
  applicant: string;
}

/** One row per recipient: read state is personal. */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id'),
    notifyType: varchar('notify_type', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 2000 }).notNull().default(''),
    business: jsonb('business').$type<NoticeBusiness | null>(),
    /** Where the action button leads (a web route), when the notice concerns a record. */
    link: varchar('link', { length: 300 }).notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('notices_recipient_idx').on(t.recipientId, t.isRead, t.id)],
);
