import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { meterTypes } from './meter-types.ts';

/**
 * A physical meter installed at a client. Replacing a meter closes this row (removed_on,
 * final_reading) and opens a new one, so usage is never computed across two meters.
 */
export const meters = pgTable(
  'meters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    meterNo: text('meter_no').notNull(),
    meterTypeId: integer('meter_type_id')
      .notNull()
      .references(() => meterTypes.id),
    initialReading: integer('initial_reading').notNull().default(0),
    installedOn: date('installed_on', { mode: 'string' }).notNull(),
    removedOn: date('removed_on', { mode: 'string' }),
    finalReading: integer('final_reading'),
    /**
     * The meter this one replaced (set by a replacement): the first reading of this meter also
     * bills the old meter's last units, its last reading → its final reading (decision 012).
     */
    replacesMeterId: integer('replaces_meter_id').references((): AnyPgColumn => meters.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A meter number may be reused only after the meter carrying it has been removed.
    uniqueIndex('meters_meter_no_in_use_key')
      .on(sql`lower(${t.meterNo})`)
      .where(sql`${t.removedOn} is null`),
    // One installed meter per client at a time; the rest are history.
    uniqueIndex('meters_client_installed_key').on(t.clientId).where(sql`${t.removedOn} is null`),
    // Search by part of a meter number (the list's q, lookups).
    index('meters_meter_no_trgm_idx')
      .using('gin', t.meterNo.op('gin_trgm_ops'))
      .where(sql`${t.removedOn} is null`),
    index('meters_client_id_idx').on(t.clientId),
    index('meters_meter_type_id_idx').on(t.meterTypeId),
    check(
      'meters_readings_check',
      sql`${t.initialReading} >= 0 and (${t.finalReading} is null or ${t.finalReading} >= 0)`,
    ),
  ],
);

export type MeterRow = typeof meters.$inferSelect;
