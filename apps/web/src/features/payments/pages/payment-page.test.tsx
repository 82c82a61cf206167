import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type FakeRoute, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeLookupItem, fakeReceipt, UNPAID } from '../../../app/testing/fake-billing.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentPage } from './payment-page.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPage(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/user/client/lookup/all': () => json(200, { data: [fakeLookupItem()] }),
    'GET /api/user/payment/unpaid': () => json(200, { data: UNPAID }),
    'GET /api/credit/clients/42': () =>
      json(200, { data: { client_id: 42, balance_satang: 0, moves: [] } }),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/process/payment" element={<PaymentPage />} />
      <Route path="/process/payment/receipt/:id" element={<Where />} />
    </Routes>,
    { route: '/process/payment' },
  );
  return { api, ...view };
}

type View = ReturnType<typeof renderPage>;

async function chooseClient({ user }: View) {
  const search = screen.getByRole('combobox', { name: 'ค้นหาผู้ใช้น้ำ' });
  expect(search).toHaveFocus();
  await user.type(search, 'สมหญิง');
  await screen.findByRole('option', { name: /00042 สมหญิง ใจดี/ });
  await user.keyboard('{Enter}');
  await screen.findByText('INV2570/000303');
}

const rowCheckbox = (row: number) => screen.getByRole('checkbox', { name: `เลือกแถวที่ ${row}` });

function paymentCalls(api: View['api']) {
  return api.mock.calls.filter(
    ([input, init]) => init?.method === 'POST' && String(input).includes('/set-payment'),
  );
}

describe('payment page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(ROLE.NORM);
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('finds the client (debounced), lists unpaid invoices oldest first, all chosen, and the total', async () => {
    const view = renderPage();
    await chooseClient(view);
    expect(screen.getByTestId('payment-client')).toHaveTextContent('สมหญิง ใจดี');
    const lookups = view.api.mock.calls.filter(([input]) => String(input).includes('lookup/all'));
    // Typed six letters; asked once, after the pause.
    expect(lookups).toHaveLength(1);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText(/^INV2570\//)?.textContent)).toEqual([
      'INV2570/000101',
      'INV2570/000202',
      'INV2570/000303',
    ]);
    expect(screen.getByTestId('payment-total')).toHaveTextContent('489.60');
    // The cash field is next: the cashier types the amount at once.
    expect(screen.getByRole('textbox', { name: 'รับเงินมา (บาท)' })).toHaveFocus();
  });

  it('computes the change live and says how much is missing', async () => {
    const view = renderPage();
    await chooseClient(view);
    const cash = screen.getByRole('textbox', { name: 'รับเงินมา (บาท)' });
    await view.user.type(cash, '400');
    expect(screen.getByText('ยังขาดอีก 89.60 บาท')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'รับชำระเงิน' })).toBeDisabled();
    await view.user.clear(cash);
    await view.user.type(cash, '500.5');
    expect(screen.getByTestId('payment-change')).toHaveTextContent('10.90');
  });

  it('reads 1,000 as a thousand baht and gives the right change', async () => {
    const view = renderPage();
    await chooseClient(view);
    const cash = screen.getByRole('textbox', { name: 'รับเงินมา (บาท)' });
    await view.user.type(cash, '1,000');
    expect(screen.getByTestId('payment-change')).toHaveTextContent('510.40');
    expect(screen.getByRole('button', { name: 'รับชำระเงิน' })).toBeEnabled();
    await view.user.tab();
    expect(cash).toHaveValue('1,000.00');
  });

  it('refuses -1 beside the field, keeps the client and the page, and cannot be paid', async () => {
    const view = renderPage();
    await chooseClient(view);
    const cash = screen.getByRole('textbox', { name: 'รับเงินมา (บาท)' });
    await view.user.type(cash, '-1');
    expect(cash).toHaveValue('-1');
    expect(screen.getByText('ติดลบไม่ได้ ไม่ต้องใส่เครื่องหมายลบ')).toBeInTheDocument();
    expect(screen.getByTestId('payment-change')).toHaveTextContent('-');
    expect(screen.getByTestId('payment-client')).toHaveTextContent('สมหญิง ใจดี');
    expect(screen.getByRole('button', { name: 'รับชำระเงิน' })).toBeDisabled();
    await view.user.clear(cash);
    await view.user.type(cash, '๕๐๐');
    expect(screen.getByTestId('payment-change')).toHaveTextContent('10.40');
  });

  it('blocks leaving out an older invoice while a newer stays chosen; no override for NORM', async () => {
    const view = renderPage();
    await chooseClient(view);
    expect(screen.queryByRole('switch', { name: /ข้ามลำดับ/ })).not.toBeInTheDocument();
    await view.user.click(rowCheckbox(1));
    expect(await screen.findByText(/ต้องชำระใบแจ้งหนี้ที่เก่ากว่าก่อน/)).toBeInTheDocument();
    expect(rowCheckbox(1)).toBeChecked();
    // Leaving out the newest is fine.
    await view.user.click(rowCheckbox(3));
    expect(rowCheckbox(3)).not.toBeChecked();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('289.60');
  });

  it('lets an ADMIN skip the order with the override, and sends it', async () => {
    signInAs(ROLE.ADMIN);
    refreshSession();
    const view = renderPage({
      'POST /api/user/payment/set-payment': () => json(201, { data: fakeReceipt() }),
    });
    await chooseClient(view);
    await view.user.click(screen.getByRole('switch', { name: /ข้ามลำดับ/ }));
    await view.user.click(rowCheckbox(1));
    expect(rowCheckbox(1)).not.toBeChecked();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('350.50');
    await view.user.type(screen.getByRole('textbox', { name: 'รับเงินมา (บาท)' }), '400{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ชำระข้ามลำดับใบแจ้งหนี้');
    await view.user.click(within(dialog).getByRole('button', { name: 'ยืนยันรับเงิน' }));
    await waitFor(() => expect(paymentCalls(view.api)).toHaveLength(1));
    const [, init] = paymentCalls(view.api)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      invoices: [102, 103],
      received: 40_000,
      override_order: true,
    });
  });

  it("shows the member's credit balance and deducts it from the unpaid bills", async () => {
    const view = renderPage({
      'GET /api/credit/clients/42': () =>
        json(200, { data: { client_id: 42, balance_satang: 2_500, moves: [] } }),
      'POST /api/credit/clients/42/apply': () =>
        json(200, { data: { used_satang: 2_500, balance_satang: 0, receipt_nos: [] } }),
    });
    await chooseClient(view);
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('25.00 บาท');
    expect(screen.queryByRole('textbox', { name: /รับชำระล่วงหน้า/ })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'หักจากใบแจ้งหนี้ค้างชำระ' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'หักจากใบแจ้งหนี้ค้างชำระ' }));
    await waitFor(() =>
      expect(callsTo(view.api, 'POST', '/api/credit/clients/42/apply')).toHaveLength(1),
    );
  });

  it('lets an ADMIN take an advance as credit: added to the total and sent', async () => {
    signInAs(ROLE.ADMIN);
    refreshSession();
    const view = renderPage({
      'POST /api/user/payment/set-payment': () => json(201, { data: fakeReceipt() }),
    });
    await chooseClient(view);
    await view.user.type(screen.getByRole('textbox', { name: /รับชำระล่วงหน้า/ }), '50');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('539.60');
    await view.user.type(screen.getByRole('textbox', { name: 'รับเงินมา (บาท)' }), '600{Enter}');
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'ยืนยันรับเงิน' }));
    await waitFor(() => expect(paymentCalls(view.api)).toHaveLength(1));
    const [, init] = paymentCalls(view.api)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ received: 60_000, advance: 5_000 });
  });

  it('shows the server refusal in Thai and retries the same attempt with the same key', async () => {
    let answer = 0;
    const view = renderPage({
      'POST /api/user/payment/set-payment': () => {
        answer += 1;
        return answer === 1
          ? json(409, { error: { code: 'CONFLICT', message: 'ใบแจ้งหนี้ INV2570/000101 ชำระแล้ว' } })
          : json(201, { data: fakeReceipt() });
      },
    });
    await chooseClient(view);
    await view.user.type(screen.getByRole('textbox', { name: 'รับเงินมา (บาท)' }), '500{Enter}');
    // Enter in the cash field asks; Enter again confirms.
    await screen.findByRole('dialog');
    await view.user.keyboard('{Enter}');
    const refusal = await screen.findByText('ใบแจ้งหนี้ INV2570/000101 ชำระแล้ว');
    expect(refusal.closest('[role="alert"]')).toHaveTextContent('รับชำระเงินไม่สำเร็จ');

    await view.user.click(screen.getByRole('button', { name: 'รับชำระเงิน' }));
    await view.user.click(await screen.findByRole('button', { name: 'ยืนยันรับเงิน' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/process/payment/receipt/9');

    const [first, second] = paymentCalls(view.api).map(([, init]) =>
      new Headers(init?.headers).get('idempotency-key'),
    );
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    const body = JSON.parse(String(paymentCalls(view.api)[0]?.[1]?.body));
    expect(body).toEqual({ invoices: [101, 102, 103], received: 50_000 });
  });
});
