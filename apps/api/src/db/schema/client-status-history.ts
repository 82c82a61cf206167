import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';
import { clients } from './clients.ts';

/**
 * Every change of a water user's standing made by a person, with the reason they gave: left out
 * of billing (ignore) or back (normal), membership cancelled or reinstated. Shown in the client
 * drawer; the audit log keeps the same facts for auditors, this table keeps them for the clerk.
 * `status_before`/`status_after` are the status codes at the time (unchanged by ignore/normal).
 */
export const clientStatusHistory = pgTable(
  'client_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: byAccount('account_id'),
    action: text('action').notNull(),
    statusBefore: text('status_before').notNull(),
    statusAfter: text('status_after').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('client_status_history_client_idx').on(t.clientId, t.at),
    check(
      'client_status_history_action_check',
      sql`${t.action} in ('ignore', 'normal', 'cancel', 'reinstate')`,
    ),
  ],
);

export type ClientStatusHistoryRow = typeof clientStatusHistory.$inferSelect;
