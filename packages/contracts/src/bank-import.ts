import { isValidBillerId } from '@prapa/domain/bill-payment-codes';
import { z } from 'zod';
import { dataEnvelope, pageOf } from './envelope.ts';
import { ZQueryPaging } from './query-fields.ts';
import { V } from './validation-keys.ts';

/** Paths of the bank payment calls (issue #14, docs/decisions/020). */
export const BANK_IMPORT_PREFIX = '/api/bank-import';
export const BANK_IMPORT_PATHS = {
  settings: '/api/config/bank-settings',
  dryRun: '/api/bank-import/dry-run',
  confirm: '/api/bank-import/confirm',
  imports: '/api/bank-import/imports',
  import: '/api/bank-import/imports/:id',
  importFile: '/api/bank-import/imports/:id/file',
  /** Resolve a held line by hand (decision 031). */
  resolveLine: '/api/bank-import/imports/:id/lines/:record/resolve',
  /** CSV / Excel lists: the saved column mappings, one per receiving account. */
  mappings: '/api/bank-import/mappings',
  /** The first rows of a CSV / Excel list, to map its columns. */
  preview: '/api/bank-import/preview',
} as const;

// ---- Settings (ADMIN) ----

export const ZBankAccount = z.object({
  bank_code: z
    .string()
    .trim()
    .regex(/^\d{3}$/, { message: V.bankCodeFormat }),
  account_no: z
    .string()
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, { message: V.bankAccountFormat })),
  account_name: z.string().trim().max(100),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const ZBankSettingsInput = z.object({
  /** 13-digit tax id with a correct check digit + 2-digit suffix; '' when not used. */
  biller_id: z
    .string()
    .trim()
    .refine((id) => id === '' || isValidBillerId(id), { message: V.billerIdFormat }),
  accounts: z.array(ZBankAccount).max(20, { message: V.listTooLong }),
  /** Channel codes the office accepts ('NET', 'ATM', 'EPY', …); empty = every channel. */
  accepted_channels: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2,4}$/, { message: V.bankChannelFormat }),
    )
    .max(30, { message: V.listTooLong }),
});
export type TBankSettingsInput = z.input<typeof ZBankSettingsInput>;
export const ZBankSettings = z.object({
  biller_id: z.string(),
  accounts: z.array(
    z.object({ bank_code: z.string(), account_no: z.string(), account_name: z.string() }),
  ),
  accepted_channels: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type TBankSettings = z.infer<typeof ZBankSettings>;
export const ZBankSettingsResponse = dataEnvelope(ZBankSettings);

// ---- Import ----

/** The file as uploaded: its name and bytes in base64 (the original is kept on confirm). */
export const ZBankFileUpload = z.object({
  file_name: z.string().trim().min(1, { message: V.required }).max(200),
  content_base64: z
    .string()
    .min(1, { message: V.required })
    .max(40_000_000)
    .regex(/^[A-Za-z0-9+/=\s]+$/, { message: V.fileUnreadable }),
  /** For a CSV / Excel list (.csv, .txt with commas, .xlsx): the saved mapping to read it with. */
  mapping_id: z.number().int().positive().optional(),
});
export type TBankFileUpload = z.infer<typeof ZBankFileUpload>;

// ---- CSV / Excel column mapping (saved per receiving account) ----

export const BANK_DATE_ORDERS = ['dmy', 'mdy', 'ymd'] as const;
const ZColumn = z.number().int().min(0).max(199);

const ZColumns = z.object({
  /** The first row with a payment, as the spreadsheet numbers it (rows above are headings). */
  first_row: z.number().int().min(1).max(1000),
  /** 0-based column indexes (A = 0); null where the list has no such column. */
  date_col: ZColumn,
  time_col: ZColumn.nullable(),
  name_col: ZColumn.nullable(),
  ref1_col: ZColumn,
  ref2_col: ZColumn.nullable(),
  amount_col: ZColumn,
  date_order: z.enum(BANK_DATE_ORDERS),
});
export const ZBankColumnMappingInput = ZBankAccount.pick({
  bank_code: true,
  account_no: true,
}).extend(ZColumns.shape);
export type TBankColumnMappingInput = z.infer<typeof ZBankColumnMappingInput>;
/** Date, time, name, Ref1, Ref2, amount in columns A–F under one heading row (the order). */
export const BANK_COLUMNS_IN_ORDER: z.infer<typeof ZColumns> = {
  first_row: 2,
  date_col: 0,
  time_col: 1,
  name_col: 2,
  ref1_col: 3,
  ref2_col: 4,
  amount_col: 5,
  date_order: 'dmy',
};
/** As saved (a response: plain fields, no input transforms). */
export const ZBankColumnMapping = ZColumns.extend({
  id: z.number().int(),
  bank_code: z.string(),
  account_no: z.string(),
  updated_at: z.string(),
  updated_by: z.string(),
});
export type TBankColumnMapping = z.infer<typeof ZBankColumnMapping>;
export const ZBankMappings = z.object({
  /** The receiving accounts (from the settings) a mapping can be saved for. */
  accounts: z.array(
    z.object({ bank_code: z.string(), account_no: z.string(), account_name: z.string() }),
  ),
  mappings: z.array(ZBankColumnMapping),
});
export type TBankMappings = z.infer<typeof ZBankMappings>;
export const ZBankMappingsResponse = dataEnvelope(ZBankMappings);
export const ZBankColumnMappingResponse = dataEnvelope(ZBankColumnMapping);

export const ZBankPreviewRequest = ZBankFileUpload.pick({ file_name: true, content_base64: true });
export const ZBankPreview = z.object({
  /** The first rows (at most 10) as the spreadsheet numbers them, each cell as text. */
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
});
export type TBankPreview = z.infer<typeof ZBankPreview>;
export const ZBankPreviewResponse = dataEnvelope(ZBankPreview);

export const ZBankConfirmRequest = ZBankFileUpload.extend({
  /** From the dry run: confirm is refused (409) when the verdicts would differ now. */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
});

export const BANK_VERDICTS = [
  'matched',
  'matched_member',
  'overpaid',
  'no_debt',
  'amount_differs',
  'unknown_member',
  'already_paid',
  'duplicate',
  'reversal',
  'cancelled',
  'channel_not_accepted',
  'invalid',
] as const;
export const ZBankVerdict = z.enum(BANK_VERDICTS);
export const ZBankOutcome = z.enum(['applied', 'held', 'rejected', 'refunded']);
export type TBankOutcome = z.infer<typeof ZBankOutcome>;

export const ZBankFileProblem = z.object({
  record: z.number().int(),
  field: z.string(),
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  /** In the request's language, naming the record and the field. */
  message: z.string(),
});

export const ZBankLine = z.object({
  record: z.number().int(),
  /** ISO instant of the payment at the bank; null when the file's date or time is unreadable. */
  paid_at: z.string().nullable(),
  customer_name: z.string(),
  ref1: z.string(),
  ref2: z.string(),
  kind: z.string(),
  channel: z.string(),
  amount_satang: z.number().int(),
  verdict: ZBankVerdict,
  outcome: ZBankOutcome,
  member_id: z.number().int().nullable(),
  invoice_nos: z.array(z.string()),
  receipt_no: z.string().nullable(),
  /** The part kept as the member's credit balance (overpaid, nothing owed; decision 031). */
  credit_satang: z.number().int(),
});
export type TBankLine = z.infer<typeof ZBankLine>;

/** How a held line was resolved by hand (decision 031). */
export const BANK_RESOLUTIONS = ['pay', 'partial', 'credit', 'refund'] as const;
export const ZBankResolution = z.enum(BANK_RESOLUTIONS);
export type TBankResolution = z.infer<typeof ZBankResolution>;

/** A stored line of an imported file, with how it was resolved by hand if it was. */
export const ZBankImportLine = ZBankLine.extend({
  resolution: ZBankResolution.nullable(),
  resolution_note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type TBankImportLine = z.infer<typeof ZBankImportLine>;

/**
 * Resolve a held line: pay the member's invoices (the named one, else the oldest the amount
 * covers; the rest becomes credit), apply it as a partial payment (the named invoice, else the
 * oldest), keep it all as credit, or mark it for refund (ADMIN, with a reason).
 */
export const ZBankResolveRequest = z.object({
  action: ZBankResolution,
  member_id: z.number().int().positive().optional(),
  invoice_id: z.number().int().positive().optional(),
  note: z.string().trim().max(500).optional(),
});
export type TBankResolveRequest = z.infer<typeof ZBankResolveRequest>;
export const ZBankResolveResponse = dataEnvelope(
  z.object({
    outcome: ZBankOutcome,
    receipt_no: z.string().nullable(),
    credit_satang: z.number().int(),
  }),
);

export const ZBankTotals = z.object({
  line_count: z.number().int(),
  file_total_satang: z.number().int(),
  applied_count: z.number().int(),
  applied_satang: z.number().int(),
  held_count: z.number().int(),
  held_satang: z.number().int(),
  rejected_count: z.number().int(),
  rejected_satang: z.number().int(),
});
export type TBankTotals = z.infer<typeof ZBankTotals>;

export const ZBankFileHeader = z.object({
  bank_code: z.string(),
  account_no: z.string(),
  company_name: z.string(),
  effective_date: z.string().nullable(),
  record_length: z.number().int().nullable(),
});

export const ZBankDryRun = z.object({
  file_name: z.string(),
  sha256: z.string(),
  fingerprint: z.string(),
  header: ZBankFileHeader.nullable(),
  totals: ZBankTotals,
  problems: z.array(ZBankFileProblem),
  /** False when a file-level error (or an earlier import of the same file) forbids confirming. */
  can_confirm: z.boolean(),
  lines: z.array(ZBankLine),
});
export type TBankDryRun = z.infer<typeof ZBankDryRun>;
export const ZBankDryRunResponse = dataEnvelope(ZBankDryRun);

export const ZBankImportSummary = ZBankTotals.extend({
  /** Held lines an ADMIN marked for refund: applied + held + rejected + refunded = file. */
  refunded_count: z.number().int(),
  refunded_satang: z.number().int(),
  id: z.number().int(),
  file_name: z.string(),
  sha256: z.string(),
  bank_code: z.string(),
  account_no: z.string(),
  effective_date: z.string().nullable(),
  imported_by: z.string(),
  imported_at: z.string(),
  confirmed_by: z.string(),
  confirmed_at: z.string(),
});
export type TBankImportSummary = z.infer<typeof ZBankImportSummary>;
/** The check page's list of files: newest first, a page at a time (decision 020). */
export const BANK_IMPORT_PAGE_SIZE_MAX = 100;
export const ZBankImportListQuery = ZQueryPaging(20, BANK_IMPORT_PAGE_SIZE_MAX);
export type TBankImportListQuery = z.infer<typeof ZBankImportListQuery>;
export const ZBankImportPage = pageOf(ZBankImportSummary);
export type TBankImportPage = z.infer<typeof ZBankImportPage>;
export const ZBankImportListResponse = dataEnvelope(ZBankImportPage);
export const ZBankImportDetail = ZBankImportSummary.extend({ lines: z.array(ZBankImportLine) });
export type TBankImportDetail = z.infer<typeof ZBankImportDetail>;
export const ZBankImportDetailResponse = dataEnvelope(ZBankImportDetail);
