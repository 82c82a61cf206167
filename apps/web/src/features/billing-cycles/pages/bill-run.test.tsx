import type { TArea } from '@prapa/contracts/areas';
import type { TBillRunReview, TFlaggedReading } from '@prapa/contracts/invoice-corrections';
import type { TBillRunResult } from '@prapa/contracts/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { CYCLES } from '../../../test/fake-cycles.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BillingPage } from './billing-page.tsx';

const REVIEW: TBillRunReview = {
  cycle_id: 3,
  to_issue: 30,
  billable_from: '2026-11-01',
  can_bill: true,
  flagged_total: 0,
  flagged: [],
};

const FLAGGED: TFlaggedReading = {
  reading_id: 901,
  meter_id: 77,
  client_id: 42,
  memberId: 42,
  fullname: 'สมหญิง ใจดี',
  house_no: '12/3',
  area_name: 'หมู่ 1',
  previous_reading: 576,
  current_reading: 5000,
  units: 4424,
  flags: ['high'],
};

function renderPage(routes: Record<string, FakeRoute>) {
  const api = fakeApi({
    'GET /api/user/billing-cycle': () => json(200, { data: CYCLES }),
    'GET /api/config/areas': () => json(200, { data: [] }),
    'GET /api/user/invoice/bill-run/review': () => json(200, { data: REVIEW }),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/process/billing" element={<BillingPage />} />
    </Routes>,
    { route: '/process/billing' },
  );
  return { api, ...view };
}

const AREA: TArea = {
  id: 5,
  area_code: 'A1',
  area_name: 'หมู่ 1',
  route_order: 1,
  active: true,
  client_count: 10,
};

const RESULT: TBillRunResult = {
  cycle_id: 3,
  issued: 30,
  already_issued: 2,
  skipped_ignored: 1,
  skipped_inactive: 0,
  total_satang: 1_234_550,
  first_invoice_no: 'INV2570/000001',
  last_invoice_no: 'INV2570/000030',
};

async function cycleButton(name: string) {
  await screen.findByText('พฤศจิกายน 2569', {}, { timeout: 5000 });
  return screen.getByRole('button', { name });
}

describe('bill run on the billing page', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks, runs the cycle and shows issued / already issued / skipped, total and numbers', async () => {
    let release: () => void = () => {};
    const { api, user } = renderPage({
      'POST /api/user/invoice/bill-run': () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { data: RESULT }));
        }),
    });
    await user.click(await cycleButton('ออกใบแจ้งหนี้ พฤศจิกายน 2569'));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('ใบที่ออกไปแล้วจะไม่ออกซ้ำ');
    expect(await within(question).findByText('จะออกใบแจ้งหนี้ 30 ฉบับ')).toBeInTheDocument();
    expect(question).toHaveTextContent('ไม่มีเลขอ่านมาตรที่ผิดปกติ');
    await user.click(within(question).getByRole('button', { name: 'ออกใบแจ้งหนี้' }));
    // While the server works the dialog says so.
    expect(await screen.findByText('กำลังออกใบแจ้งหนี้ กรุณารอสักครู่…')).toBeInTheDocument();
    release();
    const result = await screen.findByTestId('bill-run-result');
    expect(result).toHaveTextContent('ออกใหม่30 ใบ');
    expect(result).toHaveTextContent('ออกไปแล้วก่อนหน้านี้2 ใบ');
    expect(result).toHaveTextContent('ข้าม (ผู้ใช้น้ำที่ยกเว้น)1 ใบ');
    expect(result).toHaveTextContent('12,345.50 บาท');
    expect(result).toHaveTextContent('INV2570/000001 – INV2570/000030');
    const call = api.mock.calls.find(
      ([input, init]) => String(input).includes('/bill-run') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ params: { cycle_id: 3 } });
  });

  it('shows a failed run in Thai', async () => {
    const { user } = renderPage({
      'POST /api/user/invoice/bill-run': () =>
        json(409, { error: { code: 'CONFLICT', message: 'ยังไม่ได้กำหนดอัตราค่าน้ำ' } }),
    });
    await user.click(await cycleButton('ออกใบแจ้งหนี้ พฤศจิกายน 2569'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('จะออกใบแจ้งหนี้ 30 ฉบับ');
    await user.click(within(dialog).getByRole('button', { name: 'ออกใบแจ้งหนี้' }));
    expect(await screen.findByText('ยังไม่ได้กำหนดอัตราค่าน้ำ')).toBeInTheDocument();
  });

  it('lists flagged readings with a link to each; issuing needs the checkbox', async () => {
    const { api, user } = renderPage({
      'GET /api/user/invoice/bill-run/review': () =>
        json(200, { data: { ...REVIEW, flagged_total: 1, flagged: [FLAGGED] } }),
      'POST /api/user/invoice/bill-run': () => json(200, { data: RESULT }),
    });
    await user.click(await cycleButton('ออกใบแจ้งหนี้ พฤศจิกายน 2569'));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('เลขอ่านมาตรที่ควรตรวจสอบก่อน (1 รายการ)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('สูงผิดปกติ')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'ตรวจสอบเลขอ่านมาตรของ สมหญิง ใจดี' });
    expect(link).toHaveAttribute('href', '/managemeter?cycle=3&q=00042');
    const issue = within(dialog).getByRole('button', { name: 'ออกใบแจ้งหนี้' });
    expect(issue).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'ตรวจสอบเลขอ่านมาตรที่ผิดปกติแล้ว ยืนยันออกใบแจ้งหนี้',
      }),
    );
    expect(issue).toBeEnabled();
    await user.click(issue);
    await screen.findByTestId('bill-run-result');
    const call = api.mock.calls.find(
      ([input, init]) => String(input).includes('/bill-run') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      params: { cycle_id: 3, confirmed_flagged: 1 },
    });
  });

  it('a cycle whose month has not started cannot be issued, and says from when', async () => {
    const { user } = renderPage({
      'GET /api/user/invoice/bill-run/review': () =>
        json(200, { data: { ...REVIEW, can_bill: false, billable_from: '2026-12-01' } }),
    });
    await user.click(await cycleButton('ออกใบแจ้งหนี้ พฤศจิกายน 2569'));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('รอบบิลนี้ยังไม่เริ่ม ออกใบแจ้งหนี้ได้ตั้งแต่วันที่ 1 ธันวาคม 2569'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ออกใบแจ้งหนี้' })).toBeDisabled();
  });

  it('downloads the batch PDF of a cycle for one area', async () => {
    const createObjectURL = vi.fn(() => 'blob:bills');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { api, user } = renderPage({
      'GET /api/config/areas': () =>
        json(200, {
          data: [AREA],
        }),
      'GET /api/user/invoice/print-pdf': () =>
        new Response(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    await user.click(await cycleButton('พิมพ์ใบแจ้งหนี้ พฤศจิกายน 2569'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'พื้นที่' }));
    await user.click(await screen.findByRole('option', { name: 'A1 · หมู่ 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'ดาวน์โหลด PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = api.mock.calls.find(([input]) => String(input).includes('/print-pdf'));
    expect(String(call?.[0])).toContain('cycle_id=3');
    expect(String(call?.[0])).toContain('area_id=5');
  });
});
