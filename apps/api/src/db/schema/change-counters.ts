import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counters that move whenever a kind of data changes, so a process can tell in one cheap query
 * whether something it computed from that data is still current (docs/decisions/005-billing-cycles-and-readings.md).
 * Statement-level triggers (migration 0006) bump them in the changing transaction:
 *
 * - `reading_set`: clients (status, deletion, area, house no, member id), meters (installed,
 *   removed) and areas (route order, code): which meters a cycle has and in what order;
 * - `readings`: meter readings added or removed: which meters are recorded.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export type ChangeCounterName = 'reading_set' | 'readings';
