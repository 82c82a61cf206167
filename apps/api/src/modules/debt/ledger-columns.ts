import type { TLedgerRow } from '@prapa/contracts/debt';

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
