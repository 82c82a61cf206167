import { BILLING_CYCLE_PATHS, ZBillingCycleListResponse } from '@prapa/contracts/billing-cycles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BILLING_CYCLES_QUERY_KEY } from './billing-cycles-query-key.ts';

/** GET /api/user/billing-cycle: every cycle, newest month first. */
export function getBillingCycles(signal?: AbortSignal) {
  return apiRequest(BILLING_CYCLE_PATHS.cycles, {
    schema: ZBillingCycleListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function billingCyclesQueryOptions() {
  return queryOptions({
    queryKey: [...BILLING_CYCLES_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => getBillingCycles(signal),
  });
}

export function useBillingCycles() {
  return useQuery(billingCyclesQueryOptions());
}
