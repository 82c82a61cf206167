import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * Background work recorded in the database (ARCHITECTURE.md, "Background work"). Any API
 * process may take a queued job; taking it sets a lease (`lease_owner`, `lease_until`) that the
 * runner renews while it works. A running job whose lease has expired belonged to a process
 * that died: the next runner takes it again, or fails it after `max_attempts`
 * (docs/decisions/019-background-jobs-and-file-room.md).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'report' (more kinds later: bill batches, notices). */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    /** The document the job produced (files.id); no foreign key, the file may be deleted. */
    fileId: integer('file_id'),
    requestedBy: byAccount('requested_by'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(2),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    /** Who cancelled it (migration 0030); the runner notices at its next progress report. */
    cancelledBy: byAccount('cancelled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // What a runner looks for: queued jobs and running ones whose lease may have expired.
    index('jobs_pending_idx').on(t.id).where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_requested_by_idx').on(t.requestedBy, t.id),
    check(
      'jobs_state_check',
      sql`${t.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`,
    ),
    check('jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
