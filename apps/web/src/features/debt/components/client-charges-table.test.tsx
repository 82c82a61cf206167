import { ROLE } from '@prapa/domain/roles';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClientChargesTable } from './client-charges-table.tsx';

const FEE = {
  id: 5,
  kind: 'late_fee',
  amount_satang: 2000,
  source_invoice_nos: ['2569/000031'],
  waived: false,
  invoice_id: 90,
  invoice_no: '2570/000090',
  invoice_date: '2026-11-05',
  invoice_status: 'unpaid',
  waived_at: null,
  waived_by: null,
  waive_reason: null,
};

describe('a member’s fee lines', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the late fee as its own line; an administrator waives it with a reason', async () => {
    signInAs(ROLE.ADMIN);
    refreshSession();
    const api = fakeApi({
      'GET /api/debt/charges': () => json(200, { data: [FEE] }),
      'POST /api/debt/charges/5/waive': () =>
        json(200, { data: { ...FEE, waived: true, waive_reason: 'ป่วย' } }),
    });
    const { user } = renderWithProviders(<ClientChargesTable clientId={7} />);
    const row = (await screen.findByText('ค่าปรับชำระล่าช้า (ใบแจ้งหนี้ 2569/000031)')).closest('tr');
    expect(row).toHaveTextContent('20.00');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'ยกเว้นค่าปรับ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเว้นค่าปรับชำระล่าช้า' });
    await user.type(within(dialog).getByLabelText(/เหตุผลที่ยกเว้น/), 'ป่วย');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเว้นค่าปรับ' }));
    const [waive] = callsTo(api, 'POST', '/api/debt/charges/5/waive');
    expect(JSON.parse(String(waive?.[1]?.body))).toEqual({ params: { reason: 'ป่วย' } });
  });

  it('offers no waiver to office staff', async () => {
    signInAs(ROLE.NORM);
    refreshSession();
    fakeApi({ 'GET /api/debt/charges': () => json(200, { data: [FEE] }) });
    renderWithProviders(<ClientChargesTable clientId={7} />);
    await screen.findByText('ค่าปรับชำระล่าช้า (ใบแจ้งหนี้ 2569/000031)');
    expect(screen.queryByRole('button', { name: 'ยกเว้นค่าปรับ' })).toBeNull();
  });
});
