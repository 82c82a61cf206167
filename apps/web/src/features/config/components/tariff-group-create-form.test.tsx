import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TariffGroupCreateForm } from './tariff-group-create-form.tsx';

describe('create tariff group', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the names and a rate first, then sends the group with its first version', async () => {
    const api = fakeApi({
      'GET /api/config/meter-types': () => json(200, { data: [] }),
      'POST /api/config/tariff-groups': ({ init }) => {
        const body = JSON.parse(String(init.body));
        const { first_version: first, ...group } = body;
        const version = {
          ...first,
          id: 1,
          group_id: 5,
          version_no: 1,
          created_at: '',
          created_by: null,
        };
        return json(201, { data: { ...group, id: 5, client_count: 0, versions: [version] } });
      },
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<TariffGroupCreateForm onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'สร้างกลุ่ม' }));
    expect(screen.getAllByText('กรุณากรอกข้อมูลช่องนี้')).toHaveLength(2);
    expect(screen.getByText('กรุณากรอกอัตราค่าน้ำเป็นจำนวนเงินที่ไม่ติดลบ')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/รหัสกลุ่ม/), 'BIZ');
    await user.type(screen.getByLabelText(/ชื่อกลุ่ม \(ภาษาไทย\)/), 'ธุรกิจขนาดเล็ก');
    await user.type(screen.getByLabelText(/ชื่อกลุ่ม \(ภาษาอังกฤษ\)/), 'Small business');
    await user.type(screen.getByLabelText('อัตราบาทต่อหน่วย ขั้นที่ 1'), '12.50');
    await user.click(screen.getByRole('button', { name: 'เพิ่มขั้นอัตรา' }));
    await user.type(screen.getByLabelText('อัตราบาทต่อหน่วย ขั้นที่ 2'), '18');
    await user.click(screen.getByRole('button', { name: 'สร้างกลุ่ม' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const call = api.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({
      code: 'BIZ',
      name_th: 'ธุรกิจขนาดเล็ก',
      name_en: 'Small business',
      active: true,
      first_version: {
        tiers: [
          { from_unit: 0, to_unit: 10, rate_satang: 1250 },
          { from_unit: 11, to_unit: null, rate_satang: 1800 },
        ],
        minimum_charge_satang: 0,
        minimum_units: 0,
        apply_meter_fee: true,
        vat_enabled: false,
        vat_rate_bp: 0,
      },
    });
    expect(body.first_version.effective_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
