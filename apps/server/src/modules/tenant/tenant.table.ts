import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  alias: varchar('alias', { length: 32 }).notNull().default(''),
  contact: varchar('contact', { length: 32 }).notNull().default(''),
  phone: varchar('phone', { length: 20 }).notNull().default(''),
  /** ACTIVE, DISABLED or DELETED; only users of an ACTIVE tenant can sign in. */
  status: varchar('status', { length: 16 }).notNull().default('ACTIVE'),
  createdAt: createdAt(),
});

/** The organisation that owns a row. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** The first columns of every table an organisation owns: the row's id and the organisation. */
export const tenantRow = () => ({
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
});
