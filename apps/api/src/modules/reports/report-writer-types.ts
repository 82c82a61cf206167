import type { ReportColumnDef, ReportGroup, ReportRow } from './report-types.ts';

/** Everything a writer needs besides the rows; plain data, it crosses to the worker thread. */
export type ReportFileMeta = {
  organisation: string;
  title: string;
  subtitle: string;
  printedAtText: string;
  orientation: 'portrait' | 'landscape';
  rowHeight: number;
  columns: (ReportColumnDef & { label: string })[];
  groups: ReportGroup[];
  totalRows: number;
  totalLabel: string;
  subtotalLabel: string;
  /** '{{count}} ราย': how many rows a subtotal or the total covers. */
  countLabel: string;
};

export type ReportWriter = {
  write: (group: number, rows: ReportRow[]) => void | Promise<void>;
  end: () => Promise<{ pages: number }>;
};
