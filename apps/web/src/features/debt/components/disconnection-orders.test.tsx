import type { TDisconnection } from '@prapa/contracts/debt';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DisconnectionOrders } from './disconnection-orders';

const order: TDisconnection = {
  id: 5,
  client_id: 7,
  memberId: 12,
  fullname: 'สมชาย ใจดี',
  house_no: '12/1',
  area_name: 'หมู่ 1',
  meter_no: 'M-0012',
  state: 'disconnected',
  amount_satang: 125_000,
  unpaid_satang: 125_000,
  letter_no: 'L2569/0001',
  created_at: '2026-11-20T03:00:00.000Z',
  disconnected_on: '2026-11-21',
  disconnect_reading: 120,
  reconnect_fee_satang: null,
  reconnected_on: null,
  reconnect_reading: null,
  note: '',
};

function renderOrders(phone: boolean) {
  const onAct = vi.fn();
  const onReading = vi.fn();
  renderWithProviders(
    <DisconnectionOrders
      phone={phone}
      orders={[order]}
      readings={{}}
      onReading={onReading}
      onAct={onAct}
      pendingId={null}
      fee={10_000}
      isAdmin
    />,
  );
  return { onAct, onReading };
}

describe('DisconnectionOrders', () => {
  it('on a desktop: one table row per order, with its reading input and next steps', () => {
    const { onAct } = renderOrders(false);
    const table = screen.getByRole('table', { name: 'ใบสั่งงดจ่ายน้ำ' });
    const row = within(table).getByRole('row', { name: /สมชาย ใจดี/ });
    expect(within(row).getByText('1,250.00')).toBeTruthy();
    expect(within(row).getByText('งดจ่ายน้ำแล้ว')).toBeTruthy();
    expect(within(row).getByRole('textbox', { name: 'เลขมาตรของ 00012' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^ขอต่อน้ำ \(ค่าธรรมเนียม 100.00/ }));
    expect(onAct).toHaveBeenCalledWith(order, 'request_reconnect');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('on a phone: one card per order with the same facts, input and buttons, and no table', () => {
    const { onAct, onReading } = renderOrders(true);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('article', { name: 'สมชาย ใจดี' });
    expect(within(card).getByText(/00012 · สมชาย ใจดี/)).toBeTruthy();
    expect(within(card).getByText(/12\/1 · หมู่ 1 · หมายเลขมาตร M-0012/)).toBeTruthy();
    expect(within(card).getByText('1,250.00')).toBeTruthy();
    expect(within(card).getByText('งดจ่ายน้ำแล้ว')).toBeTruthy();
    // Only one reading input per order: the card's, not a hidden table's as well.
    const reading = screen.getByRole('textbox', { name: 'เลขมาตรของ 00012' });
    fireEvent.change(reading, { target: { value: '135' } });
    expect(onReading).toHaveBeenCalledWith(5, 135);
    fireEvent.click(within(card).getByRole('button', { name: 'อนุญาตให้ต่อน้ำ (ผู้ดูแลระบบ)' }));
    expect(onAct).toHaveBeenCalledWith(order, 'request_reconnect', { allow: true });
  });
});
