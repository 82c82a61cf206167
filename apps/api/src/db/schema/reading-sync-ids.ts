import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { billingCycles } from './billing-cycles.ts';
import { meters } from './meters.ts';

/**
 * The id a phone gave each reading it recorded offline (decision 025), kept once the reading is
 * saved, so that sending it again does not save it twice. `reading_id` is the reading it saved
 * (null once that reading was removed with its cycle's corrections).
 */
export const readingSyncIds = pgTable(
  'reading_sync_ids',
  {
    syncId: uuid('sync_id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => billingCycles.id),
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id),
    readingId: integer('reading_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_sync_ids_cycle_idx').on(t.cycleId)],
);
