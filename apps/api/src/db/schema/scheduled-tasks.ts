import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per named background task of the in-process scheduler (apps/api/src/lib/scheduler.ts).
 * A process runs a task only after taking its lease (`lease_until` in the future, `lease_owner`
 * itself) with one conditional UPDATE, so several API processes on one PostgreSQL never run
 * the same task at once, and an occurrence (a day's run, an interval's run) that one process
 * has started is not started again by another. A process that dies mid-run leaves a lease
 * that simply runs out.
 */
export const scheduledTasks = pgTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's failure, null when it succeeded. */
  lastError: text('last_error'),
});
