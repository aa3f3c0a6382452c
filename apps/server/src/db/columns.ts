import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written (the database clock). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row was written and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow() });
