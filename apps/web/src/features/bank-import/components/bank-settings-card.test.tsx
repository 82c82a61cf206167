import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BankSettingsCard } from './bank-settings-card.tsx';

const SETTINGS = {
  biller_id: '',
  accounts: [{ bank_code: '006', account_no: '1234567890', account_name: 'อบต.ทดสอบ' }],
  accepted_channels: ['NET'],
  updated_at: null,
};

describe('bank settings card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps save off while the biller id is wrong, then saves the settings without updated_at', async () => {
    const api = fakeApi({
      'GET /api/config/bank-settings': () => json(200, { data: SETTINGS }),
      'PUT /api/config/bank-settings': ({ init }) =>
        json(200, { data: { ...JSON.parse(String(init.body)), updated_at: null } }),
    });
    const { user } = renderWithProviders(<BankSettingsCard />);
    const billerId = await screen.findByLabelText(/รหัสผู้รับชำระ/);
    const save = screen.getByRole('button', { name: 'บันทึกการตั้งค่าธนาคาร' });
    await user.type(billerId, '123');
    expect(screen.getByText(/ต้องเป็นตัวเลข 15 หลัก/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(billerId);
    await user.type(billerId, '123456789012101');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('บันทึกการตั้งค่าธนาคารแล้ว')).toBeInTheDocument();
    const [put] = callsTo(api, 'PUT', '/api/config/bank-settings');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      biller_id: '123456789012101',
      accounts: SETTINGS.accounts,
      accepted_channels: ['NET'],
    });
  });
});
