import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeReceipt } from '../../../app/testing/fake-billing.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReceiptPage } from './receipt-page.tsx';

const ORGANISATION = {
  name: 'การประปาเทศบาลตำบลบ้านสวน',
  address: '99 หมู่ 1 ต.บ้านสวน',
  tax_id: '0994000123456',
  phone: '038-123456',
  logo: null,
  receipt_header: '',
  receipt_footer: 'ขอบคุณที่ชำระตรงเวลา',
  promptpay_biller_id: '',
  fiscal_year_start_month: 10,
  due_rule: { kind: 'days_after', days: 15 },
  updated_at: null,
};

function renderReceipt(route: string, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/config/organisation': () => json(200, { data: ORGANISATION }),
    'GET /api/user/payment/receipt/9': () => json(200, { data: fakeReceipt() }),
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <Routes>
        <Route path="/process/payment/receipt/:id" element={<ReceiptPage />} />
      </Routes>,
      { route },
    ),
  };
}

describe('receipt print view', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(ROLE.NORM);
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says how a receipt was paid: cash, or the bank, channel, time and reference', async () => {
    const { unmount } = renderReceipt('/process/payment/receipt/9');
    expect(await screen.findByTestId('receipt-method')).toHaveTextContent('ชำระด้วยเงินสด');
    unmount();
    renderReceipt('/process/payment/receipt/9', {
      'GET /api/user/payment/receipt/9': () =>
        json(200, {
          data: fakeReceipt({
            method: 'bank',
            bank_code: '014',
            bank_channel: 'NET',
            bank_paid_at: '2026-11-19T01:15:30.000Z',
            bank_ref: 'R2',
            received: 28_960,
            leftOver: 0,
          }),
        }),
    });
    const method = await screen.findByTestId('receipt-method');
    expect(method).toHaveTextContent('ชำระผ่านธนาคาร รหัส 014 ช่องทาง NET');
    expect(method).toHaveTextContent('อ้างอิงธนาคาร R2');
  });

  it('prints the letterhead with tax id, B.E. date, items, total in figures and in Thai words', async () => {
    renderReceipt('/process/payment/receipt/9');
    const doc = await screen.findByRole('article', { name: 'ใบเสร็จรับเงิน RC2570/000009' });
    expect(within(doc).getByText('การประปาเทศบาลตำบลบ้านสวน')).toBeInTheDocument();
    expect(within(doc).getByText('เลขประจำตัวผู้เสียภาษี 0994000123456')).toBeInTheDocument();
    expect(within(doc).getByText('วันที่ 20 พฤศจิกายน 2569')).toBeInTheDocument();
    expect(
      within(doc).getByText(/ค่าน้ำประปา ตุลาคม 2569 \(ใบแจ้งหนี้ INV2570\/000101\)/),
    ).toBeInTheDocument();
    expect(within(doc).getByTestId('receipt-total')).toHaveTextContent('289.60');
    expect(within(doc).getByTestId('receipt-words')).toHaveTextContent(
      '(สองร้อยแปดสิบเก้าบาทหกสิบสตางค์)',
    );
    expect(within(doc).getByText('10.40')).toBeInTheDocument();
    expect(within(doc).getByText(/ผู้รับเงิน สมชาย NORM/)).toBeInTheDocument();
    expect(within(doc).queryByTestId('receipt-stamp')).not.toBeInTheDocument();
    // Only an ADMIN may void.
    expect(screen.queryByRole('button', { name: 'ยกเลิกใบเสร็จ' })).not.toBeInTheDocument();
  });

  it('thanks for paying on time only when no due date had passed; the cashier by full name', async () => {
    renderReceipt('/process/payment/receipt/9');
    const late = await screen.findByRole('article', { name: 'ใบเสร็จรับเงิน RC2570/000009' });
    // Paid 20 Nov for a bill due 15 Nov: no thanks, and none left in the office's footer.
    expect(within(late).queryByText(/ขอบคุณที่ชำระ/)).not.toBeInTheDocument();
    expect(within(late).getByTestId('receipt-payee')).toHaveTextContent('ผู้รับเงิน สมชาย NORM');
    expect(within(late).queryByText(/ผู้เก็บเงิน/)).not.toBeInTheDocument();
  });

  it('prints the thanks for an on-time payment and no units for a balance brought forward', async () => {
    const base = fakeReceipt();
    const onTime = fakeReceipt({
      items: [
        { ...base.items[1]!, due_date: '2026-12-15' },
        {
          ...base.items[0]!,
          invoice_id: 99,
          kind: 'opening',
          bill_cycle_name: '',
          units: 0,
          due_date: '2026-12-15',
        },
      ],
    });
    renderReceipt('/process/payment/receipt/9', {
      'GET /api/user/payment/receipt/9': () => json(200, { data: onTime }),
    });
    const doc = await screen.findByRole('article', { name: 'ใบเสร็จรับเงิน RC2570/000009' });
    expect(within(doc).getByTestId('receipt-thanks')).toHaveTextContent('ขอบคุณที่ชำระค่าน้ำตรงเวลา');
    expect(within(doc).getByText('13 หน่วย')).toBeInTheDocument();
    expect(within(doc).queryByText('0 หน่วย')).not.toBeInTheDocument();
  });

  it('gives fee lines and credit deducted an "other" column, so every row adds up to its amount', async () => {
    const base = fakeReceipt();
    const first = base.items[0]!;
    // A late fee of 20 baht on one bill; 50 baht of credit deducted from the other.
    const withFee = { ...first, amount: first.amount + 2_000 };
    const withCredit = { ...base.items[1]!, amount: base.items[1]!.amount - 5_000 };
    renderReceipt('/process/payment/receipt/9', {
      'GET /api/user/payment/receipt/9': () =>
        json(200, { data: fakeReceipt({ items: [withFee, withCredit] }) }),
    });
    const doc = await screen.findByRole('article', { name: 'ใบเสร็จรับเงิน RC2570/000009' });
    expect(within(doc).getByRole('columnheader', { name: 'อื่น ๆ' })).toBeInTheDocument();
    const rows = within(doc).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('20.00');
    expect(rows[2]).toHaveTextContent('-50.00');
    expect(doc).toHaveTextContent('อื่น ๆ: ค่าปรับชำระล่าช้า');
  });

  it('has no "other" column when water, fee and VAT make each amount', async () => {
    renderReceipt('/process/payment/receipt/9');
    const doc = await screen.findByRole('article', { name: 'ใบเสร็จรับเงิน RC2570/000009' });
    expect(within(doc).queryByRole('columnheader', { name: 'อื่น ๆ' })).not.toBeInTheDocument();
  });

  it('a reprint calls POST reprint once and is marked "สำเนา"; the slip layout switches', async () => {
    const { api, user } = renderReceipt('/process/payment/receipt/9?copy=1', {
      'POST /api/user/payment/receipt/9/reprint': () =>
        json(200, { data: fakeReceipt({ copies_printed: 1 }) }),
    });
    const doc = await screen.findByRole('article', { name: /ใบเสร็จรับเงิน/ });
    expect(within(doc).getByTestId('receipt-stamp')).toHaveTextContent('สำเนา');
    const reprints = api.mock.calls.filter(([input]) => String(input).endsWith('/reprint'));
    expect(reprints).toHaveLength(1);
    expect(doc).toHaveAttribute('data-paper', 'A5');
    await user.click(screen.getByText('สลิป 80 มม.'));
    expect(screen.getByRole('article', { name: /ใบเสร็จรับเงิน/ })).toHaveAttribute(
      'data-paper',
      'slip80',
    );
  });

  it('shows a voided receipt as "ยกเลิก" with its reason', async () => {
    renderReceipt('/process/payment/receipt/9', {
      'GET /api/user/payment/receipt/9': () =>
        json(200, {
          data: fakeReceipt({
            voided: true,
            voided_at: '2026-11-20T08:00:00.000Z',
            void_reason: 'รับเงินผิดราย',
          }),
        }),
    });
    const doc = await screen.findByRole('article', { name: /ใบเสร็จรับเงิน/ });
    expect(within(doc).getByTestId('receipt-stamp')).toHaveTextContent('ยกเลิก');
    expect(within(doc).getByTestId('void-reason')).toHaveTextContent(
      'ยกเลิกเมื่อ 20 พ.ย. 2569 15:00 น. เหตุผล: รับเงินผิดราย',
    );
  });

  it('an ADMIN voids with a reason after confirming', async () => {
    signInAs(ROLE.ADMIN);
    refreshSession();
    const { api, user } = renderReceipt('/process/payment/receipt/9', {
      'POST /api/user/payment/receipt/void': () =>
        json(200, { data: fakeReceipt({ voided: true, void_reason: 'พิมพ์ผิด' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกใบเสร็จ' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกใบเสร็จ' }));
    expect(within(dialog).getByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /เหตุผลที่ยกเลิก/ }), 'พิมพ์ผิด');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกใบเสร็จ' }));
    await waitFor(() => expect(screen.getByTestId('receipt-stamp')).toHaveTextContent('ยกเลิก'));
    const call = api.mock.calls.find(([input]) => String(input).endsWith('/receipt/void'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ params: { id: 9, reason: 'พิมพ์ผิด' } });
  });
});
