import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';

/**
 * A document kept in the file room (`/filemanagement`): stored under
 * PRAPA_DATA_DIR/files/<storage_path> with its SHA-256. `regen` holds what is needed to make
 * the document again from the database when the file has gone missing (a report's kind,
 * format and filters); null when it cannot be made again (an uploaded file).
 * Deleting sets `deleted_at` and removes the bytes; the row stays for the audit trail.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'report', 'bill_batch', 'notice', 'remittance', 'field_sheet', 'import', … */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    /** What it is about, e.g. 'report:form17' or 'billing_cycle'; with related_id. */
    relatedType: text('related_type'),
    relatedId: text('related_id'),
    regen: jsonb('regen').$type<Record<string, unknown>>(),
    createdBy: byAccount('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: byAccount('deleted_by'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    index('files_live_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('files_kind_idx').on(t.kind, t.createdAt),
    check('files_size_check', sql`${t.sizeBytes} >= 0`),
    check('files_deleted_check', sql`(${t.deletedAt} is null) = (${t.deleteReason} is null)`),
  ],
);

/** How long each kind of file is kept (days); a kind without a row is kept for ever. */
export const fileRetention = pgTable(
  'file_retention',
  {
    kind: text('kind').notNull(),
    keepDays: integer('keep_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind] }),
    check('file_retention_days_check', sql`${t.keepDays} between 1 and 36500`),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type FileRegen = { report: string; format: string; filters: Record<string, unknown> };
