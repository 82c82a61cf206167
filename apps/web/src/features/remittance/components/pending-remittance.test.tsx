import type { TPending } from '@prapa/contracts/remittance';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PendingRemittance } from './pending-remittance.tsx';

const day = (over: Partial<TPending['days'][number]>): TPending['days'][number] => ({
  date: '2026-11-20',
  deadline: '2026-11-23',
  late: false,
  closed: 0,
  open: 0,
  cash: 0,
  transfer: 0,
  receipts: 0,
  bank: 0,
  ...over,
});

const PENDING: TPending = {
  days: [
    day({ date: '2026-11-19', closed: 2, open: 1, cash: 300_000, receipts: 20 }),
    day({ date: '2026-11-20', bank: 3, transfer: 45_000, receipts: 3 }),
  ],
  adjustments: 0,
  adjustment_total: 0,
};

describe('pending remittance', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names only what a day holds: closes and open cashiers, or bank receipts alone', async () => {
    fakeApi({ 'GET /api/remittance/pending': () => json(200, { data: PENDING }) });
    renderWithProviders(<PendingRemittance />, { route: '/process/accounting' });
    const counter = (await screen.findByText('19 พ.ย. 2569')).closest('tr') as HTMLElement;
    expect(within(counter).getByText('ปิดแล้ว 2 คน · ยังไม่ปิด 1 คน')).toBeInTheDocument();
    const bank = screen.getByText('20 พ.ย. 2569').closest('tr') as HTMLElement;
    expect(within(bank).getByText('รับทางธนาคาร 3 รายการ')).toBeInTheDocument();
    expect(within(bank).queryByText(/ปิดแล้ว|ยังไม่ปิด/)).toBeNull();
  });

  it('asks for the date up to which to remit with the Thai B.E. date picker', async () => {
    fakeApi({ 'GET /api/remittance/pending': () => json(200, { data: PENDING }) });
    renderWithProviders(<PendingRemittance />, { route: '/process/accounting' });
    const input = await screen.findByLabelText('นำส่งยอดถึงวันที่ (ที่ปิดแล้วและรับทางธนาคาร)');
    expect(input).not.toHaveAttribute('type', 'date');
    expect((input as HTMLInputElement).value).toMatch(/^\d{1,2} .+ 25\d\d$/);
  });
});
