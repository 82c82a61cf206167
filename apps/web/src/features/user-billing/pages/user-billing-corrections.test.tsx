import { ROLE } from '@prapa/domain/roles';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import {
  fakeClientRecord,
  fakeInvoice,
  fakeLookupItem,
} from '../../../app/testing/fake-billing.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { callsTo } from '../../clients/testing/fake-clients.ts';
import { UserBillingPage } from './user-billing-page.tsx';

const CANCELLED = fakeInvoice({
  id: 120,
  invoice_no: '2570/000120',
  status: 'cancelled',
  total_charge: 6_657_500,
  cancelled_at: '2026-11-25T03:00:00.000Z',
  cancel_reason: 'จดเลขมาตรผิด',
});
const UNPAID = fakeInvoice({ id: 121, invoice_no: '2570/000121' });

function renderPage(invoices = [UNPAID, CANCELLED]) {
  const api = fakeApi({
    'GET /api/user/client/lookup/client_id': () => json(200, { data: [fakeLookupItem({ id: 7 })] }),
    'GET /api/user/client': () => json(200, { data: fakeClientRecord({ id: 7 }) }),
    'GET /api/user/history/7': () => json(200, { data: invoices }),
    'GET /api/user/payment/history/7': () => json(200, { data: [] }),
    'GET /api/user/waterHistory/avg/month': () => json(200, { data: [] }),
    'POST /api/user/invoice/121/cancel': () =>
      json(200, {
        data: {
          id: 121,
          invoice_no: '2570/000121',
          cancelled_at: '2026-11-25T03:00:00.000Z',
          cancel_reason: 'ผิด',
          client_debt: 0,
        },
      }),
    'POST /api/user/invoice/120/reissue': () =>
      json(200, {
        data: {
          id: 130,
          invoice_no: '2570/000130',
          replaces_invoice_no: '2570/000120',
          total_charge: 20_000,
        },
      }),
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/user-billing/:id" element={<UserBillingPage />} />
    </Routes>,
    { route: '/user-billing/00042' },
  );
  return { api, ...view };
}

describe('cancelled bills on the client’s billing page', { timeout: 40_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a cancelled bill struck through with its reason; NORM may re-issue it, not cancel', async () => {
    signInAs(ROLE.NORM);
    refreshSession();
    const { api, user } = renderPage();
    const row = (await screen.findByText('2570/000120', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('ยกเลิก')).toBeInTheDocument();
    expect(within(row).getByText('ยกเลิก: จดเลขมาตรผิด')).toBeInTheDocument();
    expect(within(row).getByText('2570/000120')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(row).getByRole('link', { name: 'แก้ไขเลขอ่านมาตร' })).toHaveAttribute(
      'href',
      '/managemeter?cycle=1&q=00042',
    );
    const unpaid = screen.getByText('2570/000121').closest('tr') as HTMLElement;
    expect(within(unpaid).queryByRole('button', { name: /ยกเลิกใบแจ้งหนี้/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'ออกใบแจ้งหนี้แทน 2570/000120' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'ออกใบแจ้งหนี้แทน' }),
    );
    expect(
      await screen.findByText('ออกใบแจ้งหนี้ 2570/000130 แทน 2570/000120 แล้ว'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/user/invoice/120/reissue')).toHaveLength(1);
  });

  it('ADMIN cancels an unpaid bill with a required reason', async () => {
    signInAs(ROLE.ADMIN);
    refreshSession();
    const { api, user } = renderPage();
    const unpaid = (await screen.findByText('2570/000121', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(unpaid).getByRole('button', { name: 'ยกเลิกใบแจ้งหนี้ 2570/000121' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกใบแจ้งหนี้ 2570/000121' });
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกใบแจ้งหนี้' }));
    expect(within(dialog).getByText('กรุณาระบุเหตุผลที่ยกเลิก')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/user/invoice/121/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /เหตุผลที่ยกเลิก/ }), 'ผิด');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกใบแจ้งหนี้' }));
    expect(await screen.findByText(/ยกเลิกใบแจ้งหนี้ 2570\/000121 แล้ว/)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/user/invoice/121/cancel')[0]?.body).toEqual({
      params: { reason: 'ผิด' },
    });
  });
});
