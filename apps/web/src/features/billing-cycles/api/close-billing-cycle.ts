import { BILLING_CYCLE_PATHS, ZBillingCycleResponse } from '@prapa/contracts/billing-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BILLING_CYCLES_QUERY_KEY } from './billing-cycles-query-key.ts';

/** POST …/billing-cycle/close `{ params: { id } }`: refused while a meter is still waiting. */
export function closeBillingCycle(id: number) {
  return apiRequest(BILLING_CYCLE_PATHS.close, {
    method: 'POST',
    body: { params: { id } },
    schema: ZBillingCycleResponse,
  });
}

/** The page answers a refusal itself (it offers to go and read the waiting meters). */
export function useCloseBillingCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeBillingCycle,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BILLING_CYCLES_QUERY_KEY }),
  });
}
