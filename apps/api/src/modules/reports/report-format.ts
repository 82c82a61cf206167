import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import type { ReportCell, ReportColumnDef } from './report-types.ts';

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '1234567' → '1,234,567' for a whole number ≥ 0. */
function grouped(n: number): string {
  const s = String(n);
  const head = s.length % 3 || 3;
  let out = s.slice(0, head);
  for (let i = head; i < s.length; i += 3) out += `,${s.slice(i, i + 3)}`;
  return out;
}

/**
 * Whole numbers (readings, units, satang) are formatted by hand, exactly as the Intl
 * formatters above would (a 100,000-row report formats over a million of them, and
 * Intl.NumberFormat#format is the slower by far); anything else goes to Intl.
 */
const plainWhole = (v: number) => Number.isSafeInteger(v) && !Object.is(v, -0);

export function formatInteger(v: number): string {
  if (!plainWhole(v)) return integer.format(v);
  return v < 0 ? `-${grouped(-v)}` : grouped(v);
}

/** Satang as baht with two decimals: 123456 → '1,234.56'. */
export function formatSatang(v: number): string {
  // Beyond 10 trillion baht v / 100 is no longer exact to the satang; Intl prints that double.
  if (!plainWhole(v) || Math.abs(v) >= 1e15) return money.format(v / 100);
  const abs = Math.abs(v);
  const cents = abs % 100;
  return `${v < 0 ? '-' : ''}${grouped((abs - cents) / 100)}.${cents < 10 ? '0' : ''}${cents}`;
}

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
      return formatSatang(Number(value));
    case 'int':
      return formatInteger(Number(value));
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
