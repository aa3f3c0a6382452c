import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * One row: this installation's id, made when its database is created. It names what belongs to this
 * installation outside the database, such as the live-notice channel on a Redis several installations
 * may share. A copy of the database keeps the id (see REALTIME_CHANNEL_PREFIX). No tenant: not under
 * row-level security.
 */
export const installation = pgTable('installation', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});
