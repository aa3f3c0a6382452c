import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job (evidence upkeep, archive 校验, …) last started, on whichever instance: an instance's timer
 * runs the job only when it claims the row, so a run happens once across the instances, not once on each. No tenant.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
