import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/** The file room (`/filemanagement`). */
export const FILE_PATHS = {
  /** GET the documents, newest first (filters: kind, q, from, to, page). */
  files: '/api/files',
  /** GET the bytes (regenerated first when the file is missing and can be made again). */
  download: '/api/files/:id/download',
  /** POST `{ reason }` (ADMIN): removes the file; audited. */
  remove: '/api/files/:id/delete',
  /** GET the retention per kind; PUT `{ rules }` (ADMIN). */
  retention: '/api/files/retention',
  /** POST (ADMIN): deletes files older than their kind's retention now. */
  cleanup: '/api/files/cleanup',
  /** GET the backups another feature writes under PRAPA_DATA_DIR/backups. */
  backups: '/api/files/backups',
  /** GET a backup's bytes. */
  backup: '/api/files/backups/:name',
} as const;

export const FILE_KINDS = [
  'report',
  'bill_batch',
  'notice',
  'remittance',
  'field_sheet',
  'import',
] as const;

export const ZFileListQuery = z.object({
  kind: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZFileRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  related_type: z.string().nullable(),
  related_id: z.string().nullable(),
  /**
   * How people name the related record, when the server can say: a billing cycle's month
   * ('11/2569'), a remittance's number ('RM2570/000012'); null for the rest (the id serves).
   */
  related_ref: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** False when the bytes are gone from the disk. */
  present: z.boolean(),
  /** True when it can be made again from the database. */
  regenerable: z.boolean(),
});
export type TFileRecord = z.infer<typeof ZFileRecord>;

export const ZDisk = z.object({
  free_bytes: z.number(),
  total_bytes: z.number(),
  used_by_files_bytes: z.number(),
});
export type TDisk = z.infer<typeof ZDisk>;

export const ZFileListResponse = dataEnvelope(
  z.object({
    rows: z.array(ZFileRecord),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    disk: ZDisk,
  }),
);

export const ZDeleteFileBody = z.object({
  reason: z.string().trim().min(3, { message: 'v.required' }).max(500),
});

export const ZRetentionRule = z.object({
  kind: z.string().trim().min(1).max(40),
  /** null = keep for ever. */
  keep_days: z.number().int().min(1).max(36_500).nullable(),
});
export const ZRetentionBody = z.object({ rules: z.array(ZRetentionRule).max(50) });
export const ZRetentionResponse = dataEnvelope(z.array(ZRetentionRule));
export const ZCleanupResponse = dataEnvelope(z.object({ deleted: z.number().int() }));

export const ZBackupRecord = z.object({
  name: z.string(),
  size_bytes: z.number(),
  modified_at: z.string(),
  sha256: z.string().nullable(),
});
export const ZBackupListResponse = dataEnvelope(
  z.object({ exists: z.boolean(), rows: z.array(ZBackupRecord) }),
);
