import { BILLING_CYCLE_PATHS, ZBillingCycleListResponse } from '@prapa/contracts/billing-cycles';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The billing cycles (months) to choose from, newest first; the cycles page's key. */
export function useCycles() {
  return useQuery({
    queryKey: ['billing-cycles', 'list'],
    queryFn: ({ signal }) =>
      apiRequest(BILLING_CYCLE_PATHS.cycles, {
        schema: ZBillingCycleListResponse,
        ...(signal ? { signal } : {}),
      }),
  });
}
