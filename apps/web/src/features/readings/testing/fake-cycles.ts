import type { TBillingCycle } from '@prapa/contracts/billing-cycles';

// Features do not import each other, tests included; this mirrors billing-cycles' fake.
export function fakeCycle(overrides: Partial<TBillingCycle> = {}): TBillingCycle {
  return {
    id: 3,
    bill_cycle_no: 2,
    bill_cycle_name: 'พฤศจิกายน 2569',
    bill_year: 2570,
    period_year: 2026,
    period_month: 11,
    bill_cut_off: '2026-11-30',
    order: 3,
    status: 'open',
    count_noted: 30,
    active_meter: 50,
    opened_at: '2026-11-01T02:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

export const OPEN_CYCLE = fakeCycle();
export const CLOSED_CYCLE = fakeCycle({
  id: 2,
  bill_cycle_no: 1,
  bill_cycle_name: 'ตุลาคม 2569',
  period_month: 10,
  bill_cut_off: '2026-10-31',
  status: 'closed',
  count_noted: 48,
  active_meter: 48,
  closed_at: '2026-11-01T01:00:00.000Z',
});
