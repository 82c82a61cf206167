import { BILLING_CYCLE_PATHS, ZBillingCycleListResponse } from '@prapa/contracts/billing-cycles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCycleOptions(signal?: AbortSignal) {
  return apiRequest(BILLING_CYCLE_PATHS.cycles, {
    schema: ZBillingCycleListResponse,
    ...(signal ? { signal } : {}),
  });
}

// The billing page's list key: opening or closing a cycle there refreshes these pickers too.
export const CYCLE_OPTIONS_QUERY_KEY = ['billing-cycles', 'list'] as const;

export function cycleOptionsQueryOptions() {
  return queryOptions({
    queryKey: CYCLE_OPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getCycleOptions(signal),
  });
}

/** Every cycle, newest month first. */
export function useCycleOptions() {
  return useQuery(cycleOptionsQueryOptions());
}
