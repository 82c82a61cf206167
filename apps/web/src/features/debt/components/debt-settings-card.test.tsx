import { LATE_FEE_OFF } from '@prapa/domain/late-fee';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DebtSettingsCard } from './debt-settings-card.tsx';

const SETTINGS = {
  pay_within_days: 15,
  signer_name: 'นายสมศักดิ์ รักน้ำ',
  signer_position: 'นายก อบต.',
  reconnection_fee_satang: 10_000,
  late_fee: LATE_FEE_OFF,
};

describe('debt settings card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns the late fee on as 1.5 % capped at 50 baht and saves the whole record', async () => {
    const api = fakeApi({
      'GET /api/debt/settings': () => json(200, { data: SETTINGS }),
      'PUT /api/debt/settings': ({ init }) =>
        json(200, { data: JSON.parse(String(init.body)).params }),
    });
    const { user } = renderWithProviders(<DebtSettingsCard />);
    await user.click(await screen.findByRole('switch', { name: /คิดค่าปรับชำระล่าช้า/ }));
    await user.click(screen.getByText('ร้อยละ'));
    const rate = screen.getByLabelText(/อัตราค่าปรับ/);
    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.type(screen.getByLabelText(/ค่าปรับสูงสุดต่อรายการ/), '50');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await screen.findByText('บันทึกการตั้งค่าแล้ว')).toBeInTheDocument();
    const [put] = callsTo(api, 'PUT', '/api/debt/settings');
    expect(JSON.parse(String(put?.[1]?.body)).params).toEqual({
      ...SETTINGS,
      late_fee: {
        ...SETTINGS.late_fee,
        enabled: true,
        mode: 'percent',
        rate_bp: 150,
        cap_satang: 5000,
      },
    });
  });

  it('refuses a late fee of 0 without calling the server', async () => {
    const api = fakeApi({ 'GET /api/debt/settings': () => json(200, { data: SETTINGS }) });
    const { user } = renderWithProviders(<DebtSettingsCard />);
    await user.click(await screen.findByRole('switch', { name: /คิดค่าปรับชำระล่าช้า/ }));
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(screen.getByText(/ต้องระบุจำนวนเงินหรืออัตรามากกว่า 0/)).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/debt/settings')).toHaveLength(0);
  });
});
