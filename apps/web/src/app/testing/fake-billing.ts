// Invoices, receipts and lookups shared by the payments, billing-page, dashboard and receipts tests.
import type { TClient, TClientLookupItem } from '@prapa/contracts/clients';
import type { TInvoice } from '@prapa/contracts/invoices';
import type { TReceipt, TReceiptSummaryRow } from '@prapa/contracts/payments';
import { fakeClient } from '../../features/clients/testing/fake-clients.ts';

export function fakeLookupItem(overrides: Partial<TClientLookupItem> = {}): TClientLookupItem {
  return {
    id: 42,
    client_id: '00042',
    memberId: 42,
    fullname: 'สมหญิง ใจดี',
    house_no: '12/3',
    area_name: 'หมู่ 1',
    waterNo: null,
    meterNo: 'M-0042',
    status_code: '1_1',
    status_name: 'ปกติ (ค้างชำระ)',
    ...overrides,
  };
}

export function fakeInvoice(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    id: 101,
    invoice_no: 'INV2570/000101',
    invoice_date: '2026-10-31',
    due_date: '2026-11-15',
    kind: 'water',
    cycle_id: 1,
    bill_cycle_name: 'ตุลาคม 2569',
    client_id: 42,
    memberId: 42,
    fullname: 'สมหญิง ใจดี',
    house_no: '12/3',
    area_id: 1,
    area_name: 'หมู่ 1',
    meter_id: 7,
    meterNo: 'M-0042',
    previous_reading: 100,
    current_reading: 112,
    units: 12,
    water_usage: 12_000,
    bill_charge: 12_000,
    fee_charge: 1_000,
    vat_charge: 910,
    total_charge: 13_910,
    debt_total: 0,
    billing_total: 13_910,
    status: 'unpaid',
    paid: false,
    paid_at: null,
    paid_date: null,
    receipt_id: null,
    receipt_no: null,
    cancelled_at: null,
    cancel_reason: null,
    replaces_invoice_no: null,
    replaced_by_invoice_no: null,
    overdue: false,
    ...overrides,
  };
}

/** Three unpaid invoices, oldest first: 139.10 + 150.50 + 200.00 baht. */
export const UNPAID: TInvoice[] = [
  fakeInvoice(),
  fakeInvoice({
    id: 102,
    invoice_no: 'INV2570/000202',
    bill_cycle_name: 'พฤศจิกายน 2569',
    invoice_date: '2026-11-30',
    due_date: '2026-12-15',
    total_charge: 15_050,
  }),
  fakeInvoice({
    id: 103,
    invoice_no: 'INV2570/000303',
    bill_cycle_name: 'ธันวาคม 2569',
    invoice_date: '2026-12-31',
    due_date: '2027-01-15',
    total_charge: 20_000,
  }),
];

export function fakeReceipt(overrides: Partial<TReceipt> = {}): TReceipt {
  return {
    id: 9,
    receipt_no: 'RC2570/000009',
    receipt_date: '2026-11-20',
    paid_at: '2026-11-20T03:15:00.000Z',
    client_id: 42,
    memberId: 42,
    fullname: 'สมหญิง ใจดี',
    house_no: '12/3',
    address: 'ต.บ้านสวน',
    area_name: 'หมู่ 1',
    amount_paid: 28_960,
    received: 30_000,
    leftOver: 1_040,
    payment_no: 'สมหญิง ใจดี',
    payee: 'สมชาย NORM',
    collect_by: 'norm',
    out_of_order: false,
    copies_printed: 0,
    voided: false,
    voided_at: null,
    void_reason: null,
    method: 'cash',
    bank_code: null,
    bank_channel: null,
    bank_paid_at: null,
    bank_ref: null,
    items: [
      {
        invoice_id: 101,
        invoice_no: 'INV2570/000101',
        kind: 'water',
        bill_cycle_name: 'ตุลาคม 2569',
        units: 12,
        bill_charge: 12_000,
        fee_charge: 1_000,
        vat_charge: 910,
        amount: 13_910,
        due_date: '2026-11-15',
      },
      {
        invoice_id: 102,
        invoice_no: 'INV2570/000202',
        kind: 'water',
        bill_cycle_name: 'พฤศจิกายน 2569',
        units: 13,
        bill_charge: 13_065,
        fee_charge: 1_000,
        vat_charge: 985,
        amount: 15_050,
        due_date: '2026-12-15',
      },
    ],
    amount_text: 'สองร้อยแปดสิบเก้าบาทหกสิบสตางค์',
    ...overrides,
  };
}

/** A receipt as lists show it (payment history, receipts summary). */
export function fakeReceiptRow(overrides: Partial<TReceiptSummaryRow> = {}): TReceiptSummaryRow {
  const { items, amount_text, ...receipt } = fakeReceipt();
  return { ...receipt, invoice_count: items.length, ...overrides };
}

/** The full client record (GET /api/user/client?id=) of the lookup item above. */
export function fakeClientRecord(overrides: Partial<TClient> = {}): TClient {
  return fakeClient({
    memberId: 42,
    first_name: 'สมหญิง',
    last_name: 'ใจดี',
    fullname: 'สมหญิง ใจดี',
    phone: '',
    address: 'ต.บ้านสวน',
    area_name: 'หมู่ 1',
    status_code: '1_1',
    status_name: 'ปกติ (ค้างชำระ)',
    meter_id: 7,
    meterNo: 'M-0042',
    ...overrides,
  });
}
