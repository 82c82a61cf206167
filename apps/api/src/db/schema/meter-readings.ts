import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';
import { billingCycles } from './billing-cycles.ts';
import { clients } from './clients.ts';
import { meters } from './meters.ts';

/**
 * One reading of one meter in one cycle; saving again updates the row. `previous_reading` is
 * the same meter's reading in the latest earlier cycle, else its initial reading, so usage
 * never spans two meters. `units` includes a confirmed roll-over. `client_id` is the meter's
 * client, copied so a client's history and averages need no join through meters.
 * `client_id` and `period` are copies for the indexes below.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => billingCycles.id),
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /**
     * The cycle's month as year × 12 + month − 1, copied from the cycle (which never changes
     * month) so "the latest earlier reading" is one index range scan without a join.
     */
    period: integer('period').notNull(),
    previousReading: integer('previous_reading').notNull(),
    currentReading: integer('current_reading').notNull(),
    units: integer('units').notNull(),
    rollover: boolean('rollover').notNull().default(false),
    /** Why the meter was not read (then `estimated`): 'no_access' | 'broken'. */
    note: text('note', { enum: ['no_access', 'broken'] }),
    estimated: boolean('estimated').notNull().default(false),
    /** Usage far from the client's average, confirmed by the reader: 'low' | 'high'. */
    flag: text('flag', { enum: ['low', 'high'] }),
    /**
     * The first reading after a meter replacement also bills the replaced meter's last units
     * (decision 012): that meter, its last reading, its final reading and the units between
     * (roll-over included). `units` is then both meters' units together; `previous_reading` and
     * `current_reading` stay the new meter's. All four null on every other reading.
     */
    replacedMeterId: integer('replaced_meter_id').references(() => meters.id),
    replacedFromReading: integer('replaced_from_reading'),
    replacedToReading: integer('replaced_to_reading'),
    replacedUnits: integer('replaced_units'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    readBy: byAccount('read_by'),
  },
  (t) => [
    // The reading screen joins a cycle's readings by meter; also the upsert's conflict target.
    uniqueIndex('meter_readings_cycle_meter_key').on(t.cycleId, t.meterId),
    // The target of invoices' one composite foreign key (schema/invoices.ts): an invoice's
    // cycle, meter and client are those of its reading, checked with one lookup per invoice.
    uniqueIndex('meter_readings_invoice_ref_key').on(t.id, t.cycleId, t.meterId, t.clientId),
    // A meter's earlier readings (the previous reading, the estimate's average).
    index('meter_readings_meter_period_idx').on(t.meterId, t.period),
    // A client's history, averages and last month's usage.
    index('meter_readings_client_period_idx').on(t.clientId, t.period),
    // The monthly usage chart of the whole utility.
    index('meter_readings_period_idx').on(t.period),
    check(
      'meter_readings_values_check',
      sql`${t.previousReading} >= 0 and ${t.currentReading} >= 0 and ${t.units} >= 0`,
    ),
    check(
      'meter_readings_note_check',
      sql`${t.note} is null or ${t.note} in ('no_access', 'broken')`,
    ),
    check('meter_readings_flag_check', sql`${t.flag} is null or ${t.flag} in ('low', 'high')`),
    check(
      'meter_readings_replaced_check',
      sql`(${t.replacedMeterId} is null and ${t.replacedFromReading} is null and ${t.replacedToReading} is null and ${t.replacedUnits} is null)
        or (${t.replacedMeterId} is not null and ${t.replacedFromReading} >= 0 and ${t.replacedToReading} >= 0 and ${t.replacedUnits} >= 0 and ${t.units} >= ${t.replacedUnits})`,
    ),
    check('meter_readings_estimated_check', sql`${t.estimated} = (${t.note} is not null)`),
  ],
);

export type MeterReadingRow = typeof meterReadings.$inferSelect;
