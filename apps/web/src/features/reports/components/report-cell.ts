import type { TReportColumn } from '@prapa/contracts/reports';
import { formatBaht } from '@prapa/domain/money';
import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A report cell as printed: baht with two decimals, B.E. dates, rates in per cent. */
export function formatReportCell(
  type: TReportColumn['type'],
  value: string | number | null | undefined,
) {
  if (value === null || value === undefined || type === 'blank') return '';
  // A figure sent as text (a cancelled bill's '(1,234.00)') shows as it is.
  if (typeof value === 'string' && isNumeric(type) && Number.isNaN(Number(value))) return value;
  if (type === 'money') return formatBaht(Math.round(Number(value)));
  if (type === 'int') return integer.format(Number(value));
  if (type === 'percent') return `${(Number(value) * 100).toFixed(1)}%`;
  if (type === 'date') {
    const date = parseIsoDate(String(value).slice(0, 10));
    return date ? formatThaiDate(date, 'short') : String(value);
  }
  return String(value);
}

export const isNumeric = (type: TReportColumn['type']) =>
  type === 'money' || type === 'int' || type === 'percent';
