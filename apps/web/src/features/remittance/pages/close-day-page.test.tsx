import type { TCloseDay } from '@prapa/contracts/remittance';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CloseDayPage } from './close-day-page.tsx';

const DAY: TCloseDay = {
  cashier_id: 2,
  cashier: 'สมหญิง',
  date: '2026-11-20',
  receipts: [
    {
      id: 1,
      receipt_no: 'RC2570/000001',
      paid_at: '2026-11-20T03:00:00.000Z',
      payer: 'นายมานะ',
      method: 'cash',
      amount: 15_000,
      voided: false,
      adjusted: false,
    },
  ],
  expected_cash: 15_000,
  transfer: 0,
  voided: 0,
  close: null,
};

describe('daily close page', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the expected cash and sends the count with the reason for a shortage', async () => {
    const api = fakeApi({
      'GET /api/remittance/close': () => json(200, { data: DAY }),
      'POST /api/remittance/close': () =>
        json(200, {
          data: {
            ...DAY,
            close: {
              id: 1,
              cashier_id: 2,
              cashier: 'สมหญิง',
              close_date: '2026-11-20',
              receipt_count: 1,
              expected_cash: 15_000,
              transfer: 0,
              counted: 13_000,
              difference: -2_000,
              reason: 'ทอนเกิน',
              denominations: null,
              closed_at: '2026-11-20T10:00:00.000Z',
              remittance_no: null,
            },
          },
        }),
    });
    const { user } = renderWithProviders(<CloseDayPage />, { route: '/process/payment/close' });
    expect(await screen.findByTestId('expected-cash')).toHaveTextContent('150.00');
    expect(screen.getByText('RC2570/000001')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ยอดที่นับได้ (บาท)' }), '130');
    await user.type(screen.getByRole('textbox', { name: /เหตุผลของผลต่าง/ }), 'ทอนเกิน');
    await user.click(screen.getByRole('button', { name: 'ปิดยอด' }));
    await waitFor(() => {
      const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
        counted: 13_000,
        reason: 'ทอนเกิน',
      });
    });
  });
});
