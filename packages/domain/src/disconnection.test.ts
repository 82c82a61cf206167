import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  DISCONNECTION_ACTIONS,
  DISCONNECTION_STATES,
  isDueForDisconnection,
  isWaterOff,
  nextDisconnectionState,
} from './disconnection.ts';

const paid = { unpaidSatang: 0, feeSatang: 10_000, feePaidSatang: 10_000, allowedByAdmin: false };

describe('disconnection state machine', () => {
  it('walks pending → disconnected → reconnect_requested → reconnected', () => {
    expect(nextDisconnectionState('pending', 'disconnect')).toEqual({
      ok: true,
      to: 'disconnected',
    });
    expect(nextDisconnectionState('disconnected', 'request_reconnect', paid)).toEqual({
      ok: true,
      to: 'reconnect_requested',
    });
    expect(nextDisconnectionState('reconnect_requested', 'reconnect')).toEqual({
      ok: true,
      to: 'reconnected',
    });
  });

  it('cancels only a pending order', () => {
    expect(nextDisconnectionState('pending', 'cancel')).toEqual({ ok: true, to: 'cancelled' });
    expect(nextDisconnectionState('disconnected', 'cancel')).toEqual({
      ok: false,
      reason: 'illegal_transition',
    });
  });

  it('refuses every move not in the table', () => {
    const legal = new Set([
      'pending:disconnect',
      'pending:cancel',
      'disconnected:request_reconnect',
      'reconnect_requested:reconnect',
    ]);
    for (const state of DISCONNECTION_STATES) {
      for (const action of DISCONNECTION_ACTIONS) {
        const result = nextDisconnectionState(state, action, paid);
        expect(result.ok, `${state}:${action}`).toBe(legal.has(`${state}:${action}`));
      }
      expect(allowedActions(state).every((a) => legal.has(`${state}:${a}`))).toBe(true);
    }
    expect(allowedActions('reconnected')).toEqual([]);
    expect(allowedActions('cancelled')).toEqual([]);
  });

  it('needs arrears and the fee paid before reconnection, unless an administrator allows it', () => {
    expect(
      nextDisconnectionState('disconnected', 'request_reconnect', { ...paid, unpaidSatang: 1 }),
    ).toEqual({ ok: false, reason: 'arrears_unpaid' });
    expect(
      nextDisconnectionState('disconnected', 'request_reconnect', {
        ...paid,
        feePaidSatang: 9_999,
      }),
    ).toEqual({ ok: false, reason: 'fee_unpaid' });
    expect(
      nextDisconnectionState('disconnected', 'request_reconnect', {
        unpaidSatang: 50_000,
        feeSatang: 10_000,
        feePaidSatang: 0,
        allowedByAdmin: true,
      }),
    ).toEqual({ ok: true, to: 'reconnect_requested' });
  });

  it('treats water as off while disconnected and until reconnected', () => {
    expect(DISCONNECTION_STATES.filter(isWaterOff)).toEqual([
      'disconnected',
      'reconnect_requested',
    ]);
  });

  it('lists a member for disconnection only after the final letter’s pay-by date', () => {
    expect(isDueForDisconnection('2026-11-20', '2026-11-20')).toBe(false);
    expect(isDueForDisconnection('2026-11-20', '2026-11-21')).toBe(true);
    expect(isDueForDisconnection(null, '2026-11-21')).toBe(false);
  });
});
