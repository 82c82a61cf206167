import type { TLedgerRow } from '@prapa/contracts/debt';
import type { CancelledBill, LedgerRow } from './ledger.repository.ts';

/** The ป.17 columns in print order (reference §3): label key, kind, value. */
export type LedgerColumn = {
  key: string;
  kind: 'text' | 'int' | 'money' | 'date';
  width: number;
  value: (row: TLedgerRow) => string | number | null;
};

export const LEDGER_COLUMNS: readonly LedgerColumn[] = [
  { key: 'month', kind: 'text', width: 16, value: (r) => r.cycle_name },
  { key: 'invoice_no', kind: 'text', width: 16, value: (r) => r.invoice_no },
  { key: 'previous', kind: 'int', width: 10, value: (r) => r.previous_reading },
  { key: 'current', kind: 'int', width: 10, value: (r) => r.current_reading },
  { key: 'units', kind: 'int', width: 8, value: (r) => r.units },
  { key: 'water', kind: 'money', width: 11, value: (r) => r.water_satang },
  { key: 'topup', kind: 'money', width: 11, value: (r) => r.topup_satang },
  { key: 'fee', kind: 'money', width: 10, value: (r) => r.fee_satang },
  { key: 'vat', kind: 'money', width: 9, value: (r) => r.vat_satang },
  { key: 'total', kind: 'money', width: 11, value: (r) => r.total_satang },
  { key: 'brought_forward', kind: 'money', width: 11, value: (r) => r.brought_forward_satang },
  { key: 'grand_total', kind: 'money', width: 11, value: (r) => r.grand_total_satang },
  { key: 'paid_on', kind: 'date', width: 12, value: (r) => r.paid_on },
  { key: 'receipt', kind: 'text', width: 16, value: (r) => r.receipt_nos },
  { key: 'paid', kind: 'money', width: 11, value: (r) => r.paid_satang },
  { key: 'carried_forward', kind: 'money', width: 11, value: (r) => r.carried_forward_satang },
];

/** What the cancelled-bill row keeps (the rest is blank): it is shown, never counted. */
const CANCELLED_KEEPS = new Set([
  'month',
  'invoice_no',
  'previous',
  'current',
  'units',
  'total',
  'receipt',
]);

/**
 * The cells of a ledger row for print and Excel: a cancelled bill (ยกเลิก) shows its number
 * marked, its amount in brackets as text (so a spreadsheet sum leaves it out) and the reason.
 */
export function ledgerCell(
  row: TLedgerRow,
  column: LedgerColumn,
  label: (key: string, params?: Record<string, string>) => string,
  formatMoney: (satang: number) => string,
): string | number | null {
  if (!row.cancelled) return column.value(row);
  if (!CANCELLED_KEEPS.has(column.key)) return null;
  if (column.key === 'invoice_no') return `${row.invoice_no ?? ''} ${label('cancelled')}`.trim();
  if (column.key === 'total') return `(${formatMoney(row.total_satang)})`;
  if (column.key === 'receipt')
    return row.cancel_reason
      ? label('cancelled_reason', { reason: row.cancel_reason })
      : label('cancelled');
  return column.value(row);
}

/**
 * A row marking a cancelled bill: its number, readings and amount for the record, every sum and
 * balance 0 so that nothing of it is counted (the month's live row, after it, carries the balance).
 */
export function cancelledLedgerRow(
  row: LedgerRow,
  bill: Omit<CancelledBill, 'client_id'>,
  cycleId: number,
  cycleName: string,
) {
  return {
    ...row,
    invoice_no: bill.invoice_no,
    previous_reading: bill.previous_reading,
    current_reading: bill.current_reading,
    units: bill.units,
    water_satang: 0,
    topup_satang: 0,
    fee_satang: 0,
    vat_satang: 0,
    total_satang: bill.total_satang,
    brought_forward_satang: 0,
    grand_total_satang: 0,
    paid_satang: 0,
    paid_on: null,
    receipt_nos: null,
    carried_forward_satang: 0,
    cycle_id: cycleId,
    cycle_name: cycleName,
    cancelled: true,
    cancel_reason: bill.cancel_reason,
  };
}
