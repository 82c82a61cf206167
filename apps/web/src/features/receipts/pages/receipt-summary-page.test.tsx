import type { TReceiptSummary } from '@prapa/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeReceiptRow } from '../../../app/testing/fake-billing.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReceiptSummaryPage } from './receipt-summary-page.tsx';

const SUMMARY: TReceiptSummary = {
  from: '2026-11-01',
  to: '2026-11-20',
  cycle_id: null,
  cycle_name: null,
  collectors: [
    { collected_by: 2, collect_by: 'norm', payee: 'สมชาย NORM', receipts: 2, amount: 57_920 },
    { collected_by: 1, collect_by: 'admin', payee: 'สมศักดิ์ ADMIN', receipts: 1, amount: 15_050 },
  ],
  receipts: [
    fakeReceiptRow({ id: 9, receipt_no: 'RC2570/000009', amount_paid: 28_960 }),
    fakeReceiptRow({
      id: 10,
      receipt_no: 'RC2570/000010',
      amount_paid: 28_960,
      payment_no: 'นายมานะ (ลูกชาย)',
    }),
    fakeReceiptRow({
      id: 11,
      receipt_no: 'RC2570/000011',
      amount_paid: 15_050,
      payee: 'สมศักดิ์ ADMIN',
      method: 'bank',
      bank_code: '014',
      bank_channel: 'ATM',
      bank_paid_at: '2026-11-19T01:00:00.000Z',
      bank_ref: '00042/INV2570000011',
    }),
  ],
  voided: [
    fakeReceiptRow({
      id: 12,
      receipt_no: 'RC2570/000012',
      voided: true,
      void_reason: 'รับเงินผิดราย',
    }),
  ],
  methods: [
    { method: 'cash', receipts: 2, amount: 57_920 },
    { method: 'bank', receipts: 1, amount: 15_050 },
  ],
  total_amount: 72_970,
  total_receipts: 3,
  truncated: false,
};

/** The page over SUMMARY, once its A4 report is on screen. */
async function showSummary(summary: TReceiptSummary = SUMMARY) {
  fakeApi({
    'GET /api/user/payment/receipt-summary': () => json(200, { data: summary }),
    'GET /api/user/billing-cycle': () => json(200, { data: [] }),
    'GET /api/config/organisation': () => json(404, { error: { code: 'NOT_FOUND', message: '-' } }),
  });
  renderWithProviders(<ReceiptSummaryPage />, { route: '/sumreceipt' });
  return screen.findByRole('article', { name: 'รายงานสรุปใบเสร็จรับเงิน' });
}

/** The report's totals per payment method, one row of cell texts per method. */
const methodTotals = (report: HTMLElement) =>
  within(within(report).getByTestId('method-totals'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('receipts summary page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows totals per collector, the receipts, voided ones apart, and narrows to a collector', async () => {
    const api = fakeApi({
      'GET /api/user/payment/receipt-summary': ({ url }) =>
        json(200, {
          data:
            url.searchParams.get('collected_by') === '1'
              ? { ...SUMMARY, collectors: [SUMMARY.collectors[1]], total_amount: 15_050 }
              : SUMMARY,
        }),
      'GET /api/user/billing-cycle': () => json(200, { data: [] }),
      'GET /api/config/organisation': () =>
        json(404, { error: { code: 'NOT_FOUND', message: '-' } }),
    });
    const { user } = renderWithProviders(<ReceiptSummaryPage />, { route: '/sumreceipt' });

    const report = await screen.findByRole('article', { name: 'รายงานสรุปใบเสร็จรับเงิน' });
    expect(report).toHaveAttribute('data-paper', 'A4');
    expect(within(report).getByTestId('report-scope')).toHaveTextContent(
      'ระหว่างวันที่ 1 พ.ย. 2569 ถึง 20 พ.ย. 2569',
    );
    const totals = within(report).getByTestId('collector-totals');
    expect(within(totals).getByText('579.20')).toBeInTheDocument();
    expect(within(report).getByTestId('summary-total')).toHaveTextContent('729.70');
    expect(within(report).getByText('RC2570/000011')).toBeInTheDocument();
    const voided = within(report).getByTestId('voided-receipts');
    expect(within(voided).getByText('RC2570/000012')).toBeInTheDocument();
    expect(within(voided).getByText('รับเงินผิดราย')).toBeInTheDocument();
    // The dates asked are the ones on screen (today by default).
    const first = api.mock.calls.find(([input]) => String(input).includes('receipt-summary'));
    expect(String(first?.[0])).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

    await user.click(screen.getByRole('combobox', { name: 'ผู้รับเงิน' }));
    await user.click(await screen.findByRole('option', { name: 'สมศักดิ์ ADMIN' }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('150.50'));
    expect(screen.getByText('ผู้รับเงิน: สมศักดิ์ ADMIN')).toBeInTheDocument();
  });

  it('downloads the Excel file with the same query', async () => {
    const createObjectURL = vi.fn(() => 'blob:xlsx');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = fakeApi({
      'GET /api/user/payment/receipt-summary': () => json(200, { data: SUMMARY }),
      'GET /api/user/payment/receipt-summary/export-xlsx': () => new Response(new Blob(['x'])),
      'GET /api/user/billing-cycle': () => json(200, { data: [] }),
      'GET /api/config/organisation': () =>
        json(404, { error: { code: 'NOT_FOUND', message: '-' } }),
    });
    const { user } = renderWithProviders(<ReceiptSummaryPage />, { route: '/sumreceipt' });
    await screen.findByRole('article', { name: 'รายงานสรุปใบเสร็จรับเงิน' });
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลด Excel' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = api.mock.calls.find(([input]) => String(input).includes('export-xlsx'));
    expect(String(call?.[0])).toMatch(/from=.+&to=/);
  });

  it('shows the payer as typed at the counter in the ผู้ชำระ column', async () => {
    const report = await showSummary();
    const row = within(report).getByText('RC2570/000010').closest('tr') as HTMLElement;
    expect(within(row).getByText('นายมานะ (ลูกชาย)')).toBeInTheDocument();
    expect(within(row).getByText('ผู้ใช้น้ำ: สมหญิง ใจดี')).toBeInTheDocument();
  });

  it('shows how each receipt was paid, and the totals per payment method', async () => {
    const report = await showSummary();
    const list = within(report).getByText('RC2570/000009').closest('table') as HTMLElement;
    expect(within(list).getByRole('columnheader', { name: 'วิธีชำระ' })).toBeInTheDocument();
    const method = (no: string) =>
      within(within(report).getByText(no).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(method('RC2570/000009')).toContain('เงินสด');
    expect(method('RC2570/000011')).toContain('ธนาคาร 014 · ATM');
    expect(methodTotals(report)).toEqual([
      ['เงินสด (ชำระที่สำนักงาน)', '2', '579.20'],
      ['ธนาคาร (ชำระผ่านธนาคาร)', '1', '150.50'],
    ]);
  });

  it('shows a bill settled from the credit balance as its own method, ยอดเงินคงเหลือ', async () => {
    const report = await showSummary({
      ...SUMMARY,
      receipts: [
        ...SUMMARY.receipts,
        fakeReceiptRow({
          id: 13,
          receipt_no: 'RC2570/000013',
          amount_paid: 4_000,
          method: 'credit',
        }),
      ],
      methods: [...SUMMARY.methods, { method: 'credit', receipts: 1, amount: 4_000 }],
      total_amount: 76_970,
      total_receipts: 4,
    });
    const cells = within(within(report).getByText('RC2570/000013').closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('ยอดเงินคงเหลือ');
    expect(cells).not.toContain('เงินสด');
    expect(methodTotals(report).at(-1)).toEqual(['ยอดเงินคงเหลือ (หักจากเงินที่ชำระเกิน)', '1', '40.00']);
  });

  it('in cycle mode with no cycle chosen asks for one and has nothing to print', async () => {
    fakeApi({
      'GET /api/user/payment/receipt-summary': () => json(200, { data: SUMMARY }),
      'GET /api/user/billing-cycle': () => json(200, { data: [] }),
      'GET /api/config/organisation': () =>
        json(404, { error: { code: 'NOT_FOUND', message: '-' } }),
    });
    const { user } = renderWithProviders(<ReceiptSummaryPage />, { route: '/sumreceipt' });
    await screen.findByRole('article', { name: 'รายงานสรุปใบเสร็จรับเงิน' });
    await user.click(screen.getByRole('radio', { name: 'รอบบิล' }));
    expect(await screen.findByText('กรุณาเลือกรอบบิลก่อน')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'รายงานสรุปใบเสร็จรับเงิน' })).toBeNull();
    expect(screen.getByRole('button', { name: 'พิมพ์' })).toBeDisabled();
  });
});
