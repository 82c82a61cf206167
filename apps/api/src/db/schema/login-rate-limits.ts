import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts counted per client IP (IPv6 per /64) and fixed window, for the per-IP limit
 * of the sign-in and change-password routes (docs/decisions/026). In the database, not in
 * process memory, so several API processes on one PostgreSQL share the limit. UNLOGGED
 * (migration 0026). Windows before the previous one are deleted as new ones start.
 */
export const loginRateLimits = pgTable(
  'login_rate_limits',
  {
    /** `<route>|<client bucket>`, e.g. `login|10.0.0.1`. */
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('login_rate_limits_window_start_idx').on(t.windowStart),
  ],
);
