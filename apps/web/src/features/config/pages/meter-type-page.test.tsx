import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MeterTypePage } from './meter-type-page.tsx';

const TYPES = [
  {
    id: 1,
    meter_type_name: 'มาตรวัดน้ำบ้านพักอาศัย',
    meter_size: '1/2"',
    meter_type_fee: 2000,
    meter_digit: 4,
    active: true,
    client_count: 310,
  },
];

describe('meter type page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the fee in baht with two decimals', async () => {
    fakeApi({ 'GET /api/config/meter-types': () => json(200, { data: TYPES }) });
    renderWithProviders(<MeterTypePage />);
    const row = (await screen.findByText('มาตรวัดน้ำบ้านพักอาศัย')).closest('tr') as HTMLElement;
    expect(within(row).getByText('20.00')).toBeInTheDocument();
    expect(within(row).getByText('1/2"')).toBeInTheDocument();
  });

  it('sends a fee typed as 150.50 baht as 15050 satang', async () => {
    const api = fakeApi({
      'GET /api/config/meter-types': () => json(200, { data: TYPES }),
      'POST /api/config/meter-types': ({ init }) =>
        json(201, { data: { id: 2, client_count: 0, ...JSON.parse(String(init.body)) } }),
    });
    const { user } = renderWithProviders(<MeterTypePage />);
    await screen.findByText('มาตรวัดน้ำบ้านพักอาศัย');
    await user.click(screen.getByRole('button', { name: 'เพิ่มประเภทมาตรวัด' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มประเภทมาตรวัด' }));
    await user.type(dialog.getByLabelText(/ชื่อประเภทมาตรวัด/), 'มาตรวัดน้ำธุรกิจ');
    // Free text beside the common sizes.
    await user.type(dialog.getByRole('combobox', { name: /ขนาดมาตร/ }), '2 1/2"');
    const fee = dialog.getByLabelText(/ค่าบำรุงรักษามาตร/);
    await user.clear(fee);
    await user.type(fee, '150.50');
    const digits = dialog.getByLabelText(/จำนวนหลัก/);
    await user.clear(digits);
    await user.type(digits, '6');
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกประเภทมาตรวัดเรียบร้อยแล้ว')).toBeInTheDocument();
    const call = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      meter_type_name: 'มาตรวัดน้ำธุรกิจ',
      meter_size: '2 1/2"',
      meter_type_fee: 15050,
      meter_digit: 6,
      active: true,
    });
  });

  it('refuses 8 digits before calling the server', async () => {
    const api = fakeApi({ 'GET /api/config/meter-types': () => json(200, { data: TYPES }) });
    const { user } = renderWithProviders(<MeterTypePage />);
    await screen.findByText('มาตรวัดน้ำบ้านพักอาศัย');
    await user.click(screen.getByRole('button', { name: 'เพิ่มประเภทมาตรวัด' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มประเภทมาตรวัด' }));
    await user.type(dialog.getByLabelText(/ชื่อประเภทมาตรวัด/), 'มาตรใหญ่');
    await user.type(dialog.getByRole('combobox', { name: /ขนาดมาตร/ }), '4"');
    const digits = dialog.getByLabelText(/จำนวนหลัก/);
    await user.clear(digits);
    await user.type(digits, '8');
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));
    expect(dialog.getByText('จำนวนหลักของมาตรวัดไม่ถูกต้อง')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's message when meters use the type", async () => {
    const refusal = 'ไม่สามารถลบประเภทมาตรวัดนี้ได้ เนื่องจากมีผู้ใช้น้ำ 310 ราย';
    fakeApi({
      'GET /api/config/meter-types': () => json(200, { data: TYPES }),
      'DELETE /api/config/meter-types/1': () =>
        json(409, { error: { code: 'CONFLICT', message: refusal } }),
    });
    const { user } = renderWithProviders(<MeterTypePage />);
    const row = (await screen.findByText('มาตรวัดน้ำบ้านพักอาศัย')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'ลบ' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'ยืนยันการลบ' }));
    await user.click(confirm.getByRole('button', { name: 'ลบ' }));
    const inUse = within(await screen.findByRole('dialog', { name: /ลบไม่ได้/ }));
    expect(inUse.getByText(refusal)).toBeInTheDocument();
    expect(inUse.getByRole('button', { name: 'ปิดการใช้งานแทน' })).toBeInTheDocument();
  });
});
