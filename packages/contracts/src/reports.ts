import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/** The report centre (`/reports`): the eleven reports of spec §9. */
export const REPORT_PATHS = {
  /** GET the reports this account may run, with the filters each takes. */
  catalogue: '/api/reports/catalogue',
  /** POST `{ report, filters }` → the first rows, the row count and the columns. */
  preview: '/api/reports/preview',
} as const;

export const REPORT_KINDS = [
  'meter-sheet',
  'expected',
  'collected',
  'users-registered',
  'users-active',
  'users-cancelled',
  'users-cancelled-debt',
  'users-exempt',
  'zone-summary',
  'form17',
  'form17-debtors',
] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

/** The only report a meter reader (VIEW) may run: the sheet they carry on the round. */
export const VIEW_REPORTS: readonly TReportKind[] = ['meter-sheet'];

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_FILTERS = ['cycle_id', 'fiscal_year', 'area_id'] as const;
export type TReportFilterName = (typeof REPORT_FILTERS)[number];

export const ZReportFilters = z
  .object({
    /** A billing cycle = one month. */
    cycle_id: z.number().int().positive().optional(),
    /** B.E., e.g. 2569: every cycle of that fiscal year. */
    fiscal_year: z.number().int().min(2400).max(2800).optional(),
    area_id: z.number().int().positive().optional(),
  })
  .strict();
export type TReportFilters = z.infer<typeof ZReportFilters>;

export const ZReportRequest = z.object({
  report: z.enum(REPORT_KINDS),
  filters: ZReportFilters.default({}),
});
export type TReportRequest = z.infer<typeof ZReportRequest>;

export const ZReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'int', 'money', 'date', 'percent', 'blank']),
});
export type TReportColumn = z.infer<typeof ZReportColumn>;

export const ZReportCell = z.union([z.string(), z.number(), z.null()]);

export const ZReportPreview = z.object({
  report: z.enum(REPORT_KINDS),
  title: z.string(),
  columns: z.array(ZReportColumn),
  rows: z.array(z.record(z.string(), ZReportCell)),
  /** Rows of the whole report (the preview shows at most PREVIEW_ROWS). */
  total_rows: z.number().int().nonnegative(),
});
export type TReportPreview = z.infer<typeof ZReportPreview>;
export const ZReportPreviewResponse = dataEnvelope(ZReportPreview);

export const PREVIEW_ROWS = 30;

export const ZReportCatalogueEntry = z.object({
  report: z.enum(REPORT_KINDS),
  title: z.string(),
  /** Filters it takes; the ones in `required` must be given. */
  filters: z.array(z.enum(REPORT_FILTERS)),
  required: z.array(z.enum(REPORT_FILTERS)),
  orientation: z.enum(['portrait', 'landscape']),
});
export type TReportCatalogueEntry = z.infer<typeof ZReportCatalogueEntry>;
export const ZReportCatalogueResponse = dataEnvelope(z.array(ZReportCatalogueEntry));
