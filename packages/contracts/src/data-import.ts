import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/**
 * /dev/import: clients with their meters, areas, last reading and opening debt (ยอดยกมา) from
 * a CSV or Excel file (docs/decisions/011-data-import.md). The file travels as base64 in a
 * JSON body, twice: once for the dry run, once more for the confirmed import, which checks
 * everything again and writes all rows in one transaction or nothing.
 */
export const DATA_IMPORT_PATHS = {
  /** GET `?format=csv|xlsx`: the template with its headers and two sample rows. */
  template: '/api/dev/import/template',
  /** POST `{ file_name, content_base64 }`: what would be created and every problem. */
  dryRun: '/api/dev/import/dry-run',
  /** POST the same body: imports everything, or nothing when any row has a problem. */
  confirm: '/api/dev/import/confirm',
} as const;

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZImportFormat = z.enum(IMPORT_FORMATS);
export type TImportFormat = z.infer<typeof ZImportFormat>;

/** Rows of one file at most (a utility's whole register; the benchmark imports 50,000). */
export const IMPORT_ROWS_MAX = 100_000;
/** Base64 characters of one file at most (about 30 MB of file). */
export const IMPORT_BASE64_MAX = 40_000_000;

export const ZImportTemplateQuery = z.object({ format: ZImportFormat.default('csv') });

export const ZImportFileRequest = z.object({
  /** The chosen file's name: '.csv' or '.xlsx' decides how it is read. */
  file_name: z.string().trim().min(1).max(255),
  content_base64: z.string().min(1).max(IMPORT_BASE64_MAX),
});
export type TImportFileRequest = z.infer<typeof ZImportFileRequest>;

/** Column keys of the template, in template order. */
export const IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'house_no',
  'address',
  'area',
  'water_no',
  'tariff_group',
  'meter_no',
  'meter_type',
  'last_reading',
  'opening_debt',
  'phone',
] as const;
export const ZImportColumn = z.enum(IMPORT_COLUMNS);
export type TImportColumn = z.infer<typeof ZImportColumn>;

/** One problem: the row as numbered in the file (header = 1), the column's header, a message. */
export const ZImportProblem = z.object({
  row: z.number().int(),
  /** The header as written in the file (or the template's Thai header when it is missing). */
  column: z.string(),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

/** One data row of the file and what the import would make of it. */
export const ZImportRow = z.object({
  row: z.number().int(),
  fullname: z.string(),
  area: z.string(),
  meter_no: z.string(),
  water_no: z.string().nullable(),
  last_reading: z.number().int().nullable(),
  /** Satang; null when the cell cannot be read. */
  opening_debt: z.number().int().nullable(),
  /** 'client_meter' or 'client_meter_debt' (with an opening-debt invoice); null with problems. */
  action: z.enum(['client_meter', 'client_meter_debt']).nullable(),
  problems: z.number().int().nonnegative(),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportTotals = z.object({
  rows: z.number().int().nonnegative(),
  rows_ok: z.number().int().nonnegative(),
  rows_with_problems: z.number().int().nonnegative(),
  problems: z.number().int().nonnegative(),
  clients: z.number().int().nonnegative(),
  meters: z.number().int().nonnegative(),
  opening_debts: z.number().int().nonnegative(),
  /** Satang. */
  opening_debt_total: z.number().int().nonnegative(),
});
export type TImportTotals = z.infer<typeof ZImportTotals>;

export const ZImportDryRun = z.object({
  file_name: z.string(),
  totals: ZImportTotals,
  rows: z.array(ZImportRow),
  /** Every problem, in row order (problems of the file as a whole have row 1, the header). */
  problems: z.array(ZImportProblem),
});
export type TImportDryRun = z.infer<typeof ZImportDryRun>;
export const ZImportDryRunResponse = dataEnvelope(ZImportDryRun);

export const ZImportResult = z.object({
  file_name: z.string(),
  totals: ZImportTotals,
  /** Member ids handed out, first and last ('00001' padded); null when nothing was created. */
  first_member_id: z.string().nullable(),
  last_member_id: z.string().nullable(),
  first_invoice_no: z.string().nullable(),
  last_invoice_no: z.string().nullable(),
});
export type TImportResult = z.infer<typeof ZImportResult>;
export const ZImportResultResponse = dataEnvelope(ZImportResult);
