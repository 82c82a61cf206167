import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';

/**
 * One row per run of the data generator (demo data, `npm run seed`, /dev/mock). Its presence
 * says the business data was generated, so a later run may replace it; `audit_id` is the last
 * audit row the run wrote, so any later change made through the app (an audit row after it)
 * marks the data as no longer generated. `finished_at` null: the run did not finish.
 */
export const generatedData = pgTable('generated_data', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** 'demo' | 'scale' */
  kind: text('kind').notNull(),
  clients: integer('clients').notNull(),
  months: integer('months').notNull(),
  seed: integer('seed').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  auditId: bigint('audit_id', { mode: 'number' }),
  accountId: byAccount('account_id'),
});
