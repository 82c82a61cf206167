import type {
  TReportColumn,
  TReportFilterName,
  TReportFilters,
  TReportKind,
} from '@prapa/contracts/reports';
import type { Db } from '../../db/database.ts';

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/**
 * A row with `[ROW_MARK]: 'cancelled'` is a cancelled bill shown for the record (ยกเลิก): printed
 * grey, its amounts as text, and counted in no total, subtotal or number of rows.
 */
export const ROW_MARK = '_mark';
export const isMarked = (row: ReportRow) => row[ROW_MARK] === 'cancelled';

export type ReportColumnDef = {
  key: string;
  type: TReportColumn['type'];
  /** Relative width; the PDF scales the columns to the page. */
  width: number;
  /** How the totals row fills the column: a sum, or num/den of two summed columns (a rate). */
  total?: 'sum' | { ratio: [string, string] };
};

/** A group of rows printed together with a subtotal (an area). */
export type ReportGroup = {
  id: number;
  label: string;
  count: number;
  /** Marked (cancelled-bill) lines the group prints besides its `count` rows. */
  marked?: number;
};

export type ReportRun = {
  /** The filters in words, printed under the title. */
  subtitle: string;
  /** Empty when the report has no per-area subtotals. */
  groups: ReportGroup[];
  total: number;
  /** The rows in print order, a batch at a time, each batch within one group. */
  batches: (batchSize: number) => AsyncGenerator<{ group: number; rows: ReportRow[] }>;
};

export type ReportDef = {
  kind: TReportKind;
  orientation: 'portrait' | 'landscape';
  filters: TReportFilterName[];
  required: TReportFilterName[];
  columns: ReportColumnDef[];
  /** Row height in points (default 12.5); the meter sheet leaves room to write by hand. */
  rowHeight?: number;
  open: (db: Db, filters: TReportFilters) => Promise<ReportRun>;
};
