import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const meterTypes = pgTable(
  'meter_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    meterSize: text('meter_size').notNull(),
    /** Monthly maintenance fee, satang. */
    feeSatang: integer('fee_satang').notNull(),
    /** Digits on the register; readings roll over at 10^digits. */
    digits: smallint('digits').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meter_types_fee_check', sql`${t.feeSatang} >= 0`),
    check('meter_types_digits_check', sql`${t.digits} between 4 and 7`),
  ],
);

export type MeterTypeRow = typeof meterTypes.$inferSelect;
