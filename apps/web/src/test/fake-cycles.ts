import type { TBillingCycle } from '@prapa/contracts/billing-cycles';

// Shared by every feature's tests: features do not import each other, so the one fake billing
// cycle lives beside the render helpers.
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

/** November 2569, open. */
export const OPEN_CYCLE = fakeCycle();

/** October 2569, closed on 1 November. */
export const CLOSED_CYCLE = fakeCycle({
  id: 2,
  bill_cycle_no: 1,
  bill_cycle_name: 'ตุลาคม 2569',
  period_month: 10,
  bill_cut_off: '2026-10-31',
  order: 2,
  status: 'closed',
  count_noted: 48,
  active_meter: 48,
  opened_at: '2026-10-01T02:00:00.000Z',
  closed_at: '2026-11-01T01:00:00.000Z',
});

/** An open November 2569 and a closed October 2569, newest first as the API lists them. */
export const CYCLES: TBillingCycle[] = [OPEN_CYCLE, CLOSED_CYCLE];
