import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { OPEN_CYCLE } from '../../../test/fake-cycles.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeRow } from '../testing/fake-readings.ts';
import { callsTo, readingRoutes } from '../testing/reading-api.ts';
import { WaterHistoryReportPage } from './water-history-report-page.tsx';

const ROWS = [
  fakeRow({
    meter_id: 101,
    fullname: 'สมศรี ใจดี',
    tag: 'recorded',
    currentMeter: 135,
    meterUsage: 15,
  }),
  fakeRow({ meter_id: 102, fullname: 'มานะ ขยัน', tag: 'recorded', currentMeter: 2, meterUsage: 7 }),
  fakeRow({ meter_id: 103, fullname: 'ปิติ ชูใจ' }),
];

function routes() {
  return readingRoutes({
    'GET /api/user/waterHistory/all': () =>
      json(200, { data: { cycle: OPEN_CYCLE, rows: ROWS, total: ROWS.length } }),
    'GET /api/user/waterHistory/avg/month': () =>
      json(200, {
        data: [
          { month: 9, year: 2026, usage: 610 },
          { month: 10, year: 2026, usage: 22 },
        ],
      }),
    'GET /api/config/organisation': () =>
      json(200, {
        data: {
          name: 'การประปาส่วนตำบลหนองน้ำ',
          address: '99 หมู่ 1',
          tax_id: '',
          phone: '',
          logo: null,
          receipt_header: '',
          receipt_footer: '',
          promptpay_biller_id: '',
          fiscal_year_start_month: 10,
          due_rule: { kind: 'days_after', days: 15 },
          updated_at: null,
        },
      }),
    'GET /api/user/waterHistory/export-xlsx': () =>
      new Response(new Blob(['xlsx']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="water-history-2569-11.xlsx"' },
      }),
  });
}

describe('water history report page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('print', vi.fn());
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the open cycle without the empty area and shows the totals', async () => {
    const api = fakeApi(routes());
    const { user } = renderWithProviders(<WaterHistoryReportPage />);

    expect(await screen.findByText('สมศรี ใจดี', undefined, { timeout: 5000 })).toBeInTheDocument();
    const first = callsTo(api, 'GET', '/api/user/waterHistory/all')[0]?.url;
    expect(first?.search).toBe('?cycle_id=3');

    const totals = screen.getByLabelText('ยอดรวม');
    expect(within(totals).getByText('มาตรทั้งหมด').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('จดแล้ว').nextSibling).toHaveTextContent('2');
    expect(within(totals).getByText('หน่วยรวม').nextSibling).toHaveTextContent('22');

    await user.click(screen.getByRole('combobox', { name: 'พื้นที่/เขต' }));
    await user.click(await screen.findByRole('option', { name: 'B02 · หมู่ 2 บ้านโนนสูง' }));
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/user/waterHistory/all').at(-1)?.url.search).toBe(
        '?cycle_id=3&area_id=2',
      ),
    );
  });

  it('draws the whole utility monthly usage chart', async () => {
    const api = fakeApi(routes());
    renderWithProviders(<WaterHistoryReportPage />);
    expect(await screen.findByRole('img', { name: 'ปริมาณการใช้น้ำรายเดือน' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/user/waterHistory/avg/month')[0]?.url.search).toBe(''),
    );
  });

  it('prints every row under the organisation name', async () => {
    fakeApi(routes());
    const { user } = renderWithProviders(<WaterHistoryReportPage />);
    await screen.findByText('สมศรี ใจดี', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'พิมพ์' }));

    const sheet = await screen.findByRole('region', { name: 'รายงานประวัติการใช้น้ำ' });
    expect(
      within(sheet).getByRole('heading', { name: 'การประปาส่วนตำบลหนองน้ำ' }),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('รอบบิล: พฤศจิกายน 2569')).toBeInTheDocument();
    expect(within(sheet).getByText('พื้นที่: ทุกพื้นที่')).toBeInTheDocument();
    expect(within(sheet).getAllByRole('row')).toHaveLength(ROWS.length + 2);
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+P (the browser printing on its own) prints the report too, without a second dialog', async () => {
    fakeApi(routes());
    renderWithProviders(<WaterHistoryReportPage />);
    await screen.findByText('สมศรี ใจดี', undefined, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'รายงานประวัติการใช้น้ำ' })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const sheet = screen.getByRole('region', { name: 'รายงานประวัติการใช้น้ำ' });
    expect(within(sheet).getAllByRole('row')).toHaveLength(ROWS.length + 2);
    expect(window.print).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByRole('region', { name: 'รายงานประวัติการใช้น้ำ' })).toBeNull();
  });

  it('exports the Excel workbook the API builds for the same filters', async () => {
    const api = fakeApi(routes());
    const { user } = renderWithProviders(<WaterHistoryReportPage />);
    await screen.findByText('สมศรี ใจดี', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'ส่งออก Excel' }));

    expect(await screen.findByText('ส่งออกไฟล์ water-history-2569-11.xlsx แล้ว')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/user/waterHistory/export-xlsx')[0]?.url.search).toBe(
      '?cycle_id=3',
    );
  });
});
