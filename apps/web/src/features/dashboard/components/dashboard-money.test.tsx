import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DashboardMoney } from './dashboard-money.tsx';

const BY_CYCLE = [
  {
    kind: 'water',
    fiscal_year: 2570,
    bill_cycle_no: 2,
    bill_cycle_name: 'พฤศจิกายน 2569',
    cycle_id: 4,
    unpaid: 1_234_550,
    unpaid_invoices: 80,
    overdue: 0,
  },
  {
    kind: 'water',
    fiscal_year: 2570,
    bill_cycle_no: 1,
    bill_cycle_name: 'ตุลาคม 2569',
    cycle_id: 3,
    unpaid: 45_000,
    unpaid_invoices: 3,
    overdue: 30_000,
  },
  // Balances brought forward by the data import: no cycle.
  {
    kind: 'opening',
    fiscal_year: null,
    bill_cycle_no: 0,
    bill_cycle_name: '',
    cycle_id: null,
    unpaid: 7_500,
    unpaid_invoices: 2,
    overdue: 7_500,
  },
];
const AREA_ROWS = [
  {
    area_id: 1,
    area_code: 'A01',
    area_name: 'หมู่ 1',
    clients_with_debt: 5,
    clients_overdue: 4,
    unpaid_invoices: 6,
    unpaid: 70_000,
    overdue: 60_000,
  },
  {
    area_id: 2,
    area_code: 'B02',
    area_name: 'หมู่ 2',
    clients_with_debt: 2,
    clients_overdue: 0,
    unpaid_invoices: 2,
    unpaid: 10_050,
    overdue: 0,
  },
];

describe('dashboard money', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows unpaid per cycle, the user ratio, today's cash and debt per area with its filter", async () => {
    const api = fakeApi({
      'GET /api/user/payment/debt/by-cycle': () => json(200, { data: BY_CYCLE }),
      'GET /api/user/payment/debt/ratio': () =>
        json(200, {
          data: {
            with_debt: 12,
            with_due: 30,
            without_debt: 58,
            debt_total: 1_279_550,
            overdue_total: 37_500,
          },
        }),
      'GET /api/user/payment/today': () =>
        json(200, { data: { date: '2026-11-20', receipts: 3, amount: 45_960, voided: 1 } }),
      'GET /api/user/payment/debt/summarize': ({ url }) =>
        json(200, {
          data: url.searchParams.get('area_id') === '2' ? [AREA_ROWS[1]] : AREA_ROWS,
        }),
      'GET /api/config/areas': () =>
        json(200, {
          data: [
            {
              id: 1,
              area_code: 'A01',
              area_name: 'หมู่ 1',
              route_order: 1,
              active: true,
              client_count: 5,
            },
            {
              id: 2,
              area_code: 'B02',
              area_name: 'หมู่ 2',
              route_order: 2,
              active: true,
              client_count: 5,
            },
          ],
        }),
    });
    const { user } = renderWithProviders(<DashboardMoney />);

    const november = (await screen.findByText('พฤศจิกายน 2569')).closest('tr') as HTMLElement;
    // Fiscal year with the cycle number (decision 014).
    expect(within(november).getByText('2570/2')).toBeInTheDocument();
    expect(within(november).getByText('12,345.50')).toBeInTheDocument();
    const october = screen.getByText('ตุลาคม 2569').closest('tr') as HTMLElement;
    expect(within(october).getByText('450.00')).toBeInTheDocument();
    expect(within(october).getByText('300.00')).toBeInTheDocument();
    const opening = screen.getByText('ยอดยกมา').closest('tr') as HTMLElement;
    expect(within(opening).getByText('–')).toBeInTheDocument();
    // Unpaid and overdue alike: a balance brought forward is overdue from the import.
    expect(within(opening).getAllByText('75.00')).toHaveLength(2);

    // Overdue and due apart (decision 014).
    expect(await screen.findByTestId('debt-ratio')).toHaveTextContent('ค้างชำระ (เกินกำหนด): 12 ราย');
    expect(screen.getByTestId('debt-ratio')).toHaveTextContent('รอชำระ (ยังไม่ถึงกำหนด): 30 ราย');
    expect(screen.getByTestId('debt-ratio')).toHaveTextContent('ไม่ค้างชำระ: 58 ราย');
    expect(screen.getByRole('img', { name: 'สัดส่วนผู้ใช้น้ำ' })).toBeInTheDocument();

    expect(await screen.findByTestId('today-cash')).toHaveTextContent('459.60 บาท');
    expect(screen.getByText('ยกเลิก 1 ใบ')).toBeInTheDocument();

    expect(await screen.findByTestId('debt-summary-total')).toHaveTextContent('800.50');
    // Spec §5: without an area the parameter is left out.
    const first = api.mock.calls.find(([input]) => String(input).includes('summarize'));
    expect(String(first?.[0])).not.toContain('area_id');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'พื้นที่' }),
      await screen.findByRole('option', { name: 'B02 · หมู่ 2' }),
    );
    // One area left: its row only, so no total line.
    await waitFor(() => expect(screen.queryByTestId('debt-summary-total')).not.toBeInTheDocument());
    expect(screen.getByText('100.50')).toBeInTheDocument();
    const last = api.mock.calls.filter(([input]) => String(input).includes('summarize')).at(-1);
    expect(String(last?.[0])).toContain('area_id=2');
  });
});
