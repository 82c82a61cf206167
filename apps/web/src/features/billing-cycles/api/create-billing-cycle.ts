import {
  BILLING_CYCLE_PATHS,
  type TCreateBillingCycleParams,
  ZBillingCycleResponse,
} from '@prapa/contracts/billing-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BILLING_CYCLES_QUERY_KEY } from './billing-cycles-query-key.ts';

/** POST /api/user/billing-cycle `{ params: { year, month, bill_cut_off } }`. */
export function createBillingCycle(params: TCreateBillingCycleParams) {
  return apiRequest(BILLING_CYCLE_PATHS.cycles, {
    method: 'POST',
    body: { params },
    schema: ZBillingCycleResponse,
  });
}

/** The form shows a refusal (a cycle still open, a month already billed) itself. */
export function useCreateBillingCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBillingCycle,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_CYCLES_QUERY_KEY }),
  });
}
