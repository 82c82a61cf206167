import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Lookups counted per fixed window for the public bill check: one row per client IP and window,
 * and one row with bucket '*' for the global ceiling. Kept in the database, not in process
 * memory, so several API processes on one PostgreSQL share the limits. Old windows are deleted
 * as new ones start.
 */
export const billCheckRateLimits = pgTable(
  'bill_check_rate_limits',
  {
    /** The client IP, or '*' for all clients together. */
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);
