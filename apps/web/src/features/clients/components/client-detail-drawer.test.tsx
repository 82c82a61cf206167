import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { callsTo, fakeClient, MASTER_DATA_ROUTES } from '../testing/fake-clients.ts';
import { todayIso } from '../utils/today.ts';
import { ClientDetailDrawer } from './client-detail-drawer.tsx';

const CLIENT = fakeClient({ id: 7, memberId: 7, meterNo: 'WM-0007' });
const HISTORY = [
  {
    meter_id: 7,
    meterNo: 'WM-0007',
    meter_type_id: 1,
    meter_type_name: 'มาตรบ้าน',
    meterSize: '1/2"',
    meter_digit: 5,
    initial_reading: 0,
    installed_on: '2026-01-05',
    removed_on: null,
    final_reading: null,
    last_reading: 1498,
    current: true,
  },
];

describe('client detail drawer', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the meter history and replaces the meter with the contract body', async () => {
    const api = fakeApi({
      ...MASTER_DATA_ROUTES,
      'GET /api/user/client': () => json(200, { data: CLIENT }),
      'GET /api/user/meter/history': () => json(200, { data: HISTORY }),
      'GET /api/user/meter/lookup-duplicate/meterno': () =>
        json(200, { data: { duplicate: false } }),
      'POST /api/user/meter/replace': () =>
        json(200, { data: { ...CLIENT, meterNo: 'WM-1000', meter_id: 8 } }),
    });
    const { user } = renderWithProviders(
      <ClientDetailDrawer row={CLIENT} onClose={() => {}} onEdit={() => {}} />,
    );
    const history = await screen.findByRole('table', { name: 'ประวัติมาตรวัดน้ำ' });
    expect(within(history).getByText('5 ม.ค. 2569 – ปัจจุบัน')).toBeInTheDocument();
    // The real last reading, not "–".
    expect(within(history).getByText('1,498')).toBeInTheDocument();
    expect(within(history).getByText('เลขอ่านล่าสุด')).toBeInTheDocument();
    expect(
      callsTo(api, 'GET', '/api/user/meter/history')[0]?.url.searchParams.get('client_id'),
    ).toBe('00007');

    await user.click(screen.getByRole('button', { name: 'เปลี่ยนมาตรวัดน้ำ' }));
    // The form opens in a Collapse, shown once its transition starts, not within the click.
    const form = within(await screen.findByRole('form', { name: 'เปลี่ยนมาตรวัดน้ำ' }));
    await user.click(form.getByRole('button', { name: 'บันทึกการเปลี่ยนมาตร' }));
    expect(await form.findAllByText('เลขอ่านมาตรต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป')).toHaveLength(1);
    expect(callsTo(api, 'POST', '/api/user/meter/replace')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: /เลขอ่านครั้งสุดท้าย/ }), '1520');
    await user.type(form.getByRole('textbox', { name: /เลขมาตรวัดน้ำ/ }), 'WM-1000');
    await user.click(form.getByRole('combobox', { name: /ประเภทมาตรวัด/ }));
    await user.click(await screen.findByRole('option', { name: 'มาตรบ้าน (1/2")' }));
    await user.click(form.getByRole('checkbox', { name: /มาตรเดิมหมุนครบรอบแล้ว/ }));
    await user.click(form.getByRole('button', { name: 'บันทึกการเปลี่ยนมาตร' }));

    expect(
      await screen.findByText('เปลี่ยนมาตรวัดน้ำของ สมศรี ใจดี เป็นเลข WM-1000 แล้ว'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/user/meter/replace')[0]?.body).toEqual({
      params: {
        client_id: '00007',
        final_reading: 1520,
        removed_on: todayIso(),
        confirm_rollover: true,
        meter_no: 'WM-1000',
        meter_type_id: 1,
        initial_reading: 0,
        installed_on: todayIso(),
      },
    });
  });

  it('shows the status history with reasons, who and when, newest first', async () => {
    fakeApi({
      ...MASTER_DATA_ROUTES,
      'GET /api/user/client': () => json(200, { data: CLIENT }),
      'GET /api/user/meter/history': () => json(200, { data: HISTORY }),
      'GET /api/user/client/status-history': () =>
        json(200, {
          data: [
            {
              id: 2,
              at: '2026-11-20T03:15:00.000Z',
              action: 'cancel',
              status_before: '1_0',
              status_after: '2_0',
              reason: 'ย้ายออกจากหมู่บ้าน',
              by: 'สมชาย ผู้ดูแล',
            },
            {
              id: 1,
              at: '2026-10-01T02:00:00.000Z',
              action: 'ignore',
              status_before: '1_0',
              status_after: '1_0',
              reason: 'บ้านว่าง',
              by: 'สมหญิง ธุรการ',
            },
          ],
        }),
    });
    renderWithProviders(<ClientDetailDrawer row={CLIENT} onClose={() => {}} onEdit={() => {}} />);
    const history = within(await screen.findByTestId('status-history'));
    expect(await history.findByText('ยกเลิกการใช้น้ำ')).toBeInTheDocument();
    expect(history.getByText('เหตุผล: ย้ายออกจากหมู่บ้าน')).toBeInTheDocument();
    expect(history.getByText(/โดย สมชาย ผู้ดูแล/)).toBeInTheDocument();
    expect(history.getByText('ยกเว้นการออกใบแจ้งหนี้')).toBeInTheDocument();
    expect(history.getByText('เหตุผล: บ้านว่าง')).toBeInTheDocument();
    expect(history.getByText('ผู้ใช้น้ำปกติ → ยกเลิกการใช้น้ำ')).toBeInTheDocument();
    const titles = history.getAllByText(/^(ยกเลิกการใช้น้ำ|ยกเว้นการออกใบแจ้งหนี้)$/);
    expect(titles.map((node) => node.textContent)).toEqual(['ยกเลิกการใช้น้ำ', 'ยกเว้นการออกใบแจ้งหนี้']);
  });
});
