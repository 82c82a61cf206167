import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { callsTo, fakeClient, MASTER_DATA_ROUTES } from '../testing/fake-clients.ts';
import { ManageClientPage } from './manage-client-page.tsx';

const ROWS = [
  fakeClient({ id: 7, memberId: 7, fullname: 'สมศรี ใจดี', first_name: 'สมศรี', last_name: 'ใจดี' }),
  fakeClient({
    id: 8,
    memberId: 42,
    fullname: 'มานะ ขยัน',
    first_name: 'มานะ',
    last_name: 'ขยัน',
    status_code: '1_1',
    status_name: 'ปกติ ค้างชำระ',
    debt: 123450,
    owing: 'overdue',
    ignored: true,
  }),
  fakeClient({ id: 9, memberId: 43, fullname: 'มาลี รอจ่าย', debt: 5000, owing: 'due' }),
];

function routes(extra: Parameters<typeof fakeApi>[0] = {}) {
  return {
    ...MASTER_DATA_ROUTES,
    'GET /api/user/client': ({ url }: { url: URL }) => {
      const id = url.searchParams.get('id');
      if (id) return json(200, { data: ROWS.find((row) => row.id === Number(id)) });
      return json(200, { data: { rows: ROWS, total: 57, page: 1, page_size: 10 } });
    },
    'GET /api/user/client/stat/group-total': () =>
      json(200, { data: [{ active: 48, active_debt: 5, inactive: 3, inactive_debt: 1 }] }),
    'GET /api/user/meter/history': () => json(200, { data: [] }),
    ...extra,
  };
}

async function rowOf(name: string) {
  return (await screen.findByText(name)).closest('tr') as HTMLElement;
}

describe('manage client page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows zero-padded member ids and the four status counts in the spec order', async () => {
    fakeApi(routes());
    renderWithProviders(<ManageClientPage />);

    const first = await rowOf('สมศรี ใจดี');
    expect(within(first).getByText('00007')).toBeInTheDocument();
    const second = await rowOf('มานะ ขยัน');
    expect(within(second).getByText('00042')).toBeInTheDocument();
    expect(within(second).getByText('1,234.50')).toBeInTheDocument();
    expect(within(second).getByText('ยกเว้น')).toBeInTheDocument();
    // Past due and billed-but-not-yet-due are told apart in the list (decision 014).
    expect(within(second).getByText('ค้างชำระ')).toBeInTheDocument();
    const third = await rowOf('มาลี รอจ่าย');
    expect(within(third).getByText('รอชำระ')).toBeInTheDocument();
    expect(within(first).queryByText(/ค้างชำระ|รอชำระ/)).toBeNull();

    const chart = screen.getByRole('list', { name: 'จำนวนผู้ใช้น้ำตามสถานะ' });
    await waitFor(() =>
      expect(
        within(chart)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['ผู้ใช้น้ำปกติ48 ราย', 'ปกติ ค้างชำระ5 ราย', 'ยกเลิกการใช้น้ำ3 ราย', 'ยกเลิก ค้างชำระ1 ราย']),
    );
    expect(screen.getByText('รวม 57 ราย')).toBeInTheDocument();
  });

  it('sends the search, area and status filters to the server', { timeout: 20_000 }, async () => {
    const api = fakeApi(routes());
    const { user } = renderWithProviders(<ManageClientPage />);
    await rowOf('สมศรี ใจดี');

    await user.type(screen.getByRole('textbox', { name: /ค้นหา/ }), 'สมศรี');
    await user.click(screen.getByRole('combobox', { name: 'พื้นที่/เขต' }));
    await user.click(await screen.findByRole('option', { name: 'B02 · หมู่ 2 บ้านโนนสูง' }));
    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(await screen.findByRole('option', { name: 'ปกติ ค้างชำระ' }));

    await waitFor(() => {
      const last = callsTo(api, 'GET', '/api/user/client').at(-1)?.url.searchParams;
      expect(last?.get('q')).toBe('สมศรี');
      expect(last?.get('area_id')).toBe('2');
      expect(last?.get('status_code')).toBe('1_1');
      expect(last?.get('page')).toBe('1');
      expect(last?.get('page_size')).toBe('10');
    });
  });

  it('asks before deleting and shows the server refusal', async () => {
    const refusal = 'ลบไม่ได้ ผู้ใช้น้ำ สมศรี ใจดี มีใบแจ้งหนี้แล้ว ให้ยกเลิกการใช้น้ำแทน';
    const api = fakeApi(
      routes({
        'DELETE /api/user/client': () =>
          json(409, { error: { code: 'CONFLICT', message: refusal } }),
      }),
    );
    const { user } = renderWithProviders(<ManageClientPage />);
    await user.click(within(await rowOf('สมศรี ใจดี')).getByRole('button', { name: 'ลบ' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'ยืนยันการลบ' }));
    expect(confirm.getByText('ต้องการลบ สมศรี ใจดี ใช่หรือไม่')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/user/client')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'ลบ' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/user/client')[0]?.url.searchParams.get('id')).toBe('7');
  });

  it('exempts the two selected rows from invoices in one call, with a reason', {
    timeout: 30_000,
  }, async () => {
    const api = fakeApi(
      routes({
        'PATCH /api/user/client/ignore-clients': () => json(200, { data: { ids: [7, 8] } }),
      }),
    );
    const { user } = renderWithProviders(<ManageClientPage />);
    await rowOf('สมศรี ใจดี');
    await user.click(screen.getByRole('checkbox', { name: 'เลือกแถวที่ 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'เลือกแถวที่ 2' }));
    expect(screen.getByText('เลือก 2 ราย')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยกเว้นการออกใบแจ้งหนี้' }));

    // A reason is required before anything is sent.
    const dialog = within(await screen.findByRole('dialog', { name: 'ยกเว้นการออกใบแจ้งหนี้ 2 ราย' }));
    await user.click(dialog.getByRole('button', { name: 'ยืนยันการยกเว้น' }));
    expect(dialog.getByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/user/client/ignore-clients')).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'วัด ยกเว้นตามมติกรรมการ');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันการยกเว้น' }));

    expect(await screen.findByText('ยกเว้นการออกใบแจ้งหนี้ 2 รายแล้ว')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/user/client/ignore-clients')[0]?.body).toEqual({
      params: [7, 8],
      reason: 'วัด ยกเว้นตามมติกรรมการ',
    });
  });

  it('cancels a client only with a reason', { timeout: 20_000 }, async () => {
    const api = fakeApi(
      routes({
        'PATCH /api/user/client/status': () =>
          json(200, { data: { ...ROWS[0], status_code: '2_0', status_name: 'ยกเลิกการใช้น้ำ' } }),
      }),
    );
    const { user } = renderWithProviders(<ManageClientPage />);
    await user.click(await screen.findByText('สมศรี ใจดี'));
    const drawer = within(await screen.findByRole('dialog', { name: /สมศรี ใจดี/ }));
    await user.click(drawer.getByRole('button', { name: 'ยกเลิกการใช้น้ำ' }));

    const ask = within(await screen.findByRole('dialog', { name: 'ยกเลิกการใช้น้ำของ สมศรี ใจดี' }));
    await user.click(ask.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await ask.findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/user/client/status')).toHaveLength(0);

    await user.type(ask.getByRole('textbox', { name: /เหตุผล/ }), 'ย้ายออกจากพื้นที่');
    await user.click(ask.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('ยกเลิกการใช้น้ำของ สมศรี ใจดี แล้ว')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/user/client/status')[0]?.body).toEqual({
      params: { id: 7, action: 'cancel', reason: 'ย้ายออกจากพื้นที่' },
    });
  });

  it('edits a client and sends only the changed field', async () => {
    const api = fakeApi(
      routes({
        'PATCH /api/user/client': () => json(200, { data: { ...ROWS[0], house_no: '99/1' } }),
      }),
    );
    const { user } = renderWithProviders(<ManageClientPage />);
    await user.click(within(await rowOf('สมศรี ใจดี')).getByRole('button', { name: 'แก้ไข' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'แก้ไขข้อมูลผู้ใช้น้ำ 00007' }));
    const houseNo = dialog.getByRole('textbox', { name: /บ้านเลขที่/ });
    expect(houseNo).toHaveValue('12/3');
    await user.clear(houseNo);
    await user.type(houseNo, '99/1');
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกข้อมูล สมศรี ใจดี แล้ว')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/user/client')[0]?.body).toEqual({
      params: { id: 7, house_no: '99/1' },
    });
  });

  it('opens the member named in the address with the meter-replacement form (the investigation link)', async () => {
    fakeApi(routes());
    renderWithProviders(<ManageClientPage />, { route: '/manageclient?client=8&replace=meter' });

    const drawer = within(await screen.findByRole('dialog', { name: /มานะ ขยัน/ }));
    expect(await drawer.findByRole('button', { name: 'บันทึกการเปลี่ยนมาตร' })).toBeInTheDocument();
    expect(drawer.getByText('ผู้ใช้น้ำ 00042')).toBeInTheDocument();
  });
});
