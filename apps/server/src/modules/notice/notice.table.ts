import { bigserial, boolean, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/tenant.table.ts';
import { users } from '../user/user.table.ts';

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
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    recipientId: integer('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id'),
    notifyType: varchar('notify_type', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 2000 }).notNull().default(''),
    business: jsonb('business').$type<NoticeBusiness | null>(),
    /** Where the action button leads (a web route), when the notice concerns a record. */
    link: varchar('link', { length: 300 }).notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_recipient_idx').on(t.recipientId, t.isRead, t.id)],
);
