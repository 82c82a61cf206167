import type { TInvoiceDetail } from '@prapa/contracts/invoices';
import { billPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { code128Bars } from '@prapa/domain/code128';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeInvoice } from '../../../app/testing/fake-billing.ts';
import { BANK_BARCODE_HEIGHT } from '../../../bill-check/bank-barcode.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { percentText } from '../components/bill-document.tsx';
import { InvoicePrintPage } from './invoice-print-page.tsx';

// The shared fake invoice, moved to November with its own readings and amounts; only what the
// bill prints differently is spelled out here.
const INVOICE: TInvoiceDetail = {
  ...fakeInvoice({
    id: 55,
    invoice_no: 'INV2570/000055',
    invoice_date: '2026-11-30',
    due_date: '2026-12-15',
    cycle_id: 3,
    bill_cycle_name: 'พฤศจิกายน 2569',
    previous_reading: 1200,
    current_reading: 1225,
    units: 25,
    water_usage: 25_000,
    bill_charge: 22_500,
    fee_charge: 1_000,
    vat_charge: 1_645,
    total_charge: 25_145,
    debt_total: 13_910,
    billing_total: 39_055,
  }),
  tiers: [
    { from_unit: 1, to_unit: 10, rate_satang: 800, units: 10, amount_satang: 8_000 },
    { from_unit: 11, to_unit: null, rate_satang: 967, units: 15, amount_satang: 14_500 },
  ],
  tariff_group_name: 'บ้านพักอาศัย',
  tariff_version_no: 2,
  vat_rate_bp: 700,
  replaced_meter: null,
  charges: [],
  arrears: [
    {
      invoice_no: 'INV2570/000011',
      kind: 'water',
      bill_cycle_name: 'ตุลาคม 2569',
      total_charge: 13_910,
    },
  ],
};

/** The print view of bill 55 as the server would send it (no organisation configured). */
async function printBill(invoice: TInvoiceDetail) {
  fakeApi({
    'GET /api/user/invoice/55': () => json(200, { data: invoice }),
    'GET /api/config/organisation': () => json(404, { error: { code: 'NOT_FOUND', message: 'x' } }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/user-billing/:id/invoice/:invoiceId/print" element={<InvoicePrintPage />} />
    </Routes>,
    { route: '/user-billing/00042/invoice/55/print' },
  );
  return screen.findByRole('article', { name: 'ใบแจ้งค่าน้ำประปา INV2570/000055' });
}

describe('bill print view', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deducts the credit balance (ยอดเงินคงเหลือ) and a partial payment from this bill', async () => {
    const bill = await printBill({
      ...INVOICE,
      credit_satang: 5_000,
      partial_satang: 145,
      due_satang: 20_000,
    });
    expect(within(bill).getByText('หัก ยอดเงินคงเหลือ')).toBeInTheDocument();
    expect(within(bill).getByText('-50.00')).toBeInTheDocument();
    expect(within(bill).getByText('หัก ชำระแล้วบางส่วน')).toBeInTheDocument();
    // This bill's 200.00 still due and the 139.10 of arrears.
    expect(within(bill).getByTestId('bill-total')).toHaveTextContent('339.10');
  });

  it('prints readings, tiers, charges, arrears, total in Thai words and the B.E. due date', async () => {
    const bill = await printBill(INVOICE);
    expect(bill).toHaveAttribute('data-paper', 'A5');
    expect(within(bill).getByText('เลขทะเบียนผู้ใช้น้ำ 00042', { exact: false })).toBeInTheDocument();
    expect(within(bill).getByTestId('bill-units')).toHaveTextContent('25');
    expect(within(bill).getByText('หน่วยที่ 11 ขึ้นไป')).toBeInTheDocument();
    expect(within(bill).getByText('ภาษีมูลค่าเพิ่ม 7%')).toBeInTheDocument();
    expect(
      within(bill).getByText('ค้างชำระ ตุลาคม 2569 (ใบแจ้งหนี้ INV2570/000011)'),
    ).toBeInTheDocument();
    expect(within(bill).getByTestId('bill-total')).toHaveTextContent('390.55');
    expect(within(bill).getByTestId('bill-words')).toHaveTextContent('(สามร้อยเก้าสิบบาทห้าสิบห้าสตางค์)');
    expect(within(bill).getByText('กรุณาชำระภายในวันที่ 15 ธันวาคม 2569')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับ' })).toHaveAttribute(
      'href',
      '/user-billing/00042',
    );
  });

  it('a re-issued bill after a meter replacement prints what it replaces and both meters', async () => {
    const bill = await printBill({
      ...INVOICE,
      replaces_invoice_no: 'INV2570/000040',
      previous_reading: 0,
      current_reading: 5,
      units: 16,
      meterNo: 'NEW-1',
      replaced_meter: { meterNo: 'M-6', from_reading: 139, to_reading: 150, units: 11 },
    });
    expect(within(bill).getByTestId('bill-replaces')).toHaveTextContent(
      'ออกแทนใบแจ้งหนี้เลขที่ INV2570/000040',
    );
    const lines = within(bill).getByTestId('bill-replacement');
    expect(lines).toHaveTextContent('M-6');
    expect(lines).toHaveTextContent('11');
    expect(lines).toHaveTextContent('NEW-1');
  });

  it('carries the Thai QR and bank barcode of the amount due when a biller id is set', async () => {
    fakeApi({
      'GET /api/user/invoice/55': () => json(200, { data: INVOICE }),
      'GET /api/config/organisation': () =>
        json(200, {
          data: {
            name: 'ประปา',
            address: '',
            tax_id: '',
            phone: '',
            logo: null,
            receipt_header: '',
            receipt_footer: '',
            promptpay_biller_id: '099400015981100',
            fiscal_year_start_month: 10,
            due_rule: { kind: 'days_after', days: 15 },
            updated_at: null,
          },
        }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/user-billing/:id/invoice/:invoiceId/print" element={<InvoicePrintPage />} />
      </Routes>,
      { route: '/user-billing/00042/invoice/55/print' },
    );
    const codes = await screen.findByTestId('payment-codes');
    const expected = billPaymentCodes({
      billerId: '099400015981100',
      memberId: INVOICE.memberId,
      invoiceNo: 'INV2570/000055',
      amountSatang: 39_055,
    });
    expect(within(codes).getByRole('img', { name: 'คิวอาร์โค้ดชำระค่าน้ำ' })).toHaveAttribute(
      'data-payload',
      expected?.qrPayload,
    );
    expect(codes).toHaveTextContent(expected?.barcodeText ?? 'x');
    const barcode = within(codes).getByRole('img', { name: 'บาร์โค้ดชำระค่าน้ำ' });
    expect(barcode).toHaveAttribute('data-barcode', expected?.barcode);
    expect(barcode.querySelector('path')?.getAttribute('d')).toBe(
      code128Bars(expected?.barcode ?? '', BANK_BARCODE_HEIGHT)?.d,
    );
  });

  it('reads VAT basis points without floats', () => {
    expect(percentText(700)).toBe('7');
    expect(percentText(750)).toBe('7.5');
    expect(percentText(725)).toBe('7.25');
  });
});
