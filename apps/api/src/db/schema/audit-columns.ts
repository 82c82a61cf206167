import { integer, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Who did something (`created_by`, `closed_by`, `voided_by` …): an account, set to null when
 * the account is deleted, because the record it signed outlives it.
 */
export function byAccount<TName extends string>(name: TName) {
  return integer(name).references(() => accounts.id, { onDelete: 'set null' });
}

/** `created_at` (now by default) and `created_by`: when a row was made and by whom. */
export function createdColumns() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: byAccount('created_by'),
  };
}

/** `updated_at` (now by default) and `updated_by`: the last change of a settings row. */
export function updatedColumns() {
  return {
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: byAccount('updated_by'),
  };
}
