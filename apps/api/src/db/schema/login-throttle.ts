import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins counted per user name typed (lower case, known or not) and source IP
 * (docs/decisions/015). In the database, not in process memory, so several API processes share
 * the counts. A pair past the free failures waits until `blocked_until`; a success deletes it,
 * and rows idle for a day are deleted as new failures come in.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    userKey: text('user_key').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userKey, t.source] }),
    index('login_throttle_last_failure_at_idx').on(t.lastFailureAt),
  ],
);
