import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import type { ReportCell, ReportColumnDef } from './report-types.ts';

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A date the way Thai offices write it: '1 พ.ย. 2569' (B.E.). */
export function thaiDateText(iso: string): string {
  const date = parseIsoDate(iso.slice(0, 10));
  return date ? formatThaiDate(date, 'short') : iso;
}

/** A cell as printed in the PDF and the on-screen preview. */
export function cellText(type: ReportColumnDef['type'], value: ReportCell): string {
  if (value === null || value === undefined || type === 'blank') return '';
  // A figure given as text (a cancelled bill's '(1,234.00)') prints as it is.
  if (typeof value === 'string' && type !== 'date' && Number.isNaN(Number(value))) return value;
  switch (type) {
    case 'money':
      return money.format(Number(value) / 100);
    case 'int':
      return integer.format(Number(value));
    case 'percent':
      return `${(Number(value) * 100).toFixed(1)}%`;
    case 'date':
      return thaiDateText(String(value));
    default:
      return String(value);
  }
}

/** Running sums of the columns that have totals; ratio columns are computed from two sums. */
export function createTotals(columns: readonly ReportColumnDef[]) {
  const sums = new Map<string, number>();
  const summed = new Set<string>();
  for (const col of columns) {
    if (col.total === 'sum') summed.add(col.key);
    else if (col.total) for (const key of col.total.ratio) summed.add(key);
  }
  return {
    add(row: Record<string, ReportCell>) {
      for (const key of summed) sums.set(key, (sums.get(key) ?? 0) + Number(row[key] ?? 0));
    },
    row(): Record<string, ReportCell> {
      const out: Record<string, ReportCell> = {};
      for (const col of columns) {
        if (col.total === 'sum') out[col.key] = sums.get(col.key) ?? 0;
        else if (col.total) {
          const [num, den] = col.total.ratio;
          const d = sums.get(den) ?? 0;
          out[col.key] = d > 0 ? (sums.get(num) ?? 0) / d : 0;
        }
      }
      return out;
    },
  };
}
