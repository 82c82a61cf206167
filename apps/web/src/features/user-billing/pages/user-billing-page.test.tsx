import { ROLE } from '@prapa/domain/roles';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import {
  fakeClientRecord,
  fakeInvoice,
  fakeLookupItem,
  fakeReceiptRow,
} from '../../../app/testing/fake-billing.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UserBillingPage } from './user-billing-page.tsx';

const CLIENT = fakeClientRecord({ id: 7, debt: 13_910 });
const LOOKUP = fakeLookupItem({ id: 7 });
const INVOICES = [
  fakeInvoice({
    id: 102,
    invoice_no: 'INV2570/000202',
    bill_cycle_name: 'พฤศจิกายน 2569',
    paid: true,
    status: 'paid',
    receipt_id: 9,
    receipt_no: 'RC2570/000009',
  }),
  fakeInvoice({ overdue: true }),
];
const RECEIPTS = [fakeReceiptRow()];

describe('user billing page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(ROLE.NORM);
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the client, debt, invoices with status, receipts with reprint links and the usage chart', async () => {
    const api = fakeApi({
      'GET /api/user/client/lookup/client_id': () => json(200, { data: [LOOKUP] }),
      'GET /api/user/client': () => json(200, { data: CLIENT }),
      'GET /api/user/history/7': () => json(200, { data: INVOICES }),
      'GET /api/user/payment/history/7': () => json(200, { data: RECEIPTS }),
      'GET /api/user/waterHistory/avg/month': () =>
        json(200, { data: [{ month: 10, year: 2026, usage: 13 }] }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/user-billing/:id" element={<UserBillingPage />} />
      </Routes>,
      { route: '/user-billing/00042' },
    );
    expect(
      await screen.findByRole('heading', { name: 'ข้อมูลค่าน้ำของผู้ใช้น้ำ: สมหญิง ใจดี' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('client-debt')).toHaveTextContent('139.10 บาท');
    expect(screen.getByRole('link', { name: 'รับชำระเงินที่เคาน์เตอร์' })).toHaveAttribute(
      'href',
      '/process/payment?client=00042',
    );
    const paid = (await screen.findByText('INV2570/000202')).closest('tr') as HTMLElement;
    expect(within(paid).getByText('ชำระแล้ว')).toBeInTheDocument();
    const unpaid = screen.getByText('INV2570/000101').closest('tr') as HTMLElement;
    expect(within(unpaid).getByText('ค้างชำระ')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'พิมพ์ใบแจ้งหนี้ INV2570/000101' })).toHaveAttribute(
      'href',
      '/user-billing/00042/invoice/101/print',
    );
    expect(screen.getByRole('link', { name: 'พิมพ์สำเนาใบเสร็จ RC2570/000009' })).toHaveAttribute(
      'href',
      '/process/payment/receipt/9?copy=1',
    );
    expect(screen.getByRole('img', { name: 'ปริมาณการใช้น้ำรายเดือน' })).toBeInTheDocument();
    const usageCall = api.mock.calls.find(([input]) => String(input).includes('avg/month'));
    expect(String(usageCall?.[0])).toContain('client_id=7');
  });

  it('says so when no client has the member id', async () => {
    fakeApi({ 'GET /api/user/client/lookup/client_id': () => json(200, { data: [] }) });
    renderWithProviders(
      <Routes>
        <Route path="/user-billing/:id" element={<UserBillingPage />} />
      </Routes>,
      { route: '/user-billing/00099' },
    );
    expect(await screen.findByText('ไม่พบผู้ใช้น้ำเลขทะเบียนนี้')).toBeInTheDocument();
  });
});
