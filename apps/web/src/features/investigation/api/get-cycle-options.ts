import { BILLING_CYCLE_PATHS, ZBillingCycleListResponse } from '@prapa/contracts/billing-cycles';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET the cycles, newest first; the billing page's key, so opening a cycle refreshes this. */
export function getCycleOptions(signal?: AbortSignal) {
  return apiRequest(BILLING_CYCLE_PATHS.cycles, {
    schema: ZBillingCycleListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useCycleOptions() {
  return useQuery({
    queryKey: ['billing-cycles', 'list'],
    queryFn: ({ signal }) => getCycleOptions(signal),
  });
}
