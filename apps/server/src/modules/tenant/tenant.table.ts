import { pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  alias: varchar('alias', { length: 32 }).notNull().default(''),
  contact: varchar('contact', { length: 32 }).notNull().default(''),
  phone: varchar('phone', { length: 20 }).notNull().default(''),
  /** ACTIVE, DISABLED or DELETED; only users of an ACTIVE tenant can sign in. */
  status: varchar('status', { length: 16 }).notNull().default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
