import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A district / area (เขต, หมู่) that clients belong to and meter readers walk in order. */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    areaCode: text('area_code').notNull(),
    areaName: text('area_name').notNull(),
    routeOrder: integer('route_order'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Codes are typed in any case; "m01" and "M01" must be one area.
    uniqueIndex('areas_area_code_lower_key').on(sql`lower(${t.areaCode})`),
    check('areas_route_order_check', sql`${t.routeOrder} is null or ${t.routeOrder} >= 0`),
  ],
);

export type AreaRow = typeof areas.$inferSelect;
