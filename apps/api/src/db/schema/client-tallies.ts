import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Status counts kept as clients change (docs/decisions/017-counts-and-first-page.md). A
 * statement-level trigger on `clients` (migration 0019) inserts, in the changing transaction,
 * one row per (area, status) whose count of clients not deleted moved, with the signed
 * difference; nothing is ever updated in place, so concurrent payments never wait on one
 * another here. The count of a status is the SUM of its rows. Reading folds the rows into
 * one per (area, status) when they pile up (client-tallies.repository.ts).
 */
export const clientStatusDeltas = pgTable('client_status_deltas', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  areaId: integer('area_id').notNull(),
  statusCode: text('status_code').notNull(),
  n: integer('n').notNull(),
});

/**
 * One row per statement that changed what the clients list filters or searches on (names,
 * house no, address, water no, area, status, ignored, deleted; meters' numbers and
 * installation). The SUM of `n` only grows, and grows when such a change commits: the list's
 * cached totals are kept against it (client-list-total.ts). Insert-only for the same reason
 * as above; folded the same way.
 */
export const clientListChanges = pgTable('client_list_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
