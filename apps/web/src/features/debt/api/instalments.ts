import {
  INSTALMENT_PATHS,
  type TCreateInstalmentPlan,
  ZInstalmentPlanResponse,
  ZMemberInstalmentsResponse,
} from '@prapa/contracts/instalments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { DEBT_QUERY_KEY } from './debt-query-key.ts';

/** GET …/instalments?client_id=: what a new plan would take over, and the member's plans. */
export function useMemberInstalments(clientId: number) {
  return useQuery({
    queryKey: [...DEBT_QUERY_KEY, 'instalments', clientId],
    queryFn: ({ signal }) =>
      apiRequest(INSTALMENT_PATHS.plans, {
        query: { client_id: clientId },
        schema: ZMemberInstalmentsResponse,
        signal,
      }),
  });
}

/** POST …/instalments (ADMIN): agree a plan; the debt pages refresh. */
export function useCreateInstalmentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: TCreateInstalmentPlan) =>
      apiRequest(INSTALMENT_PATHS.plans, {
        method: 'POST',
        body: { params },
        schema: ZInstalmentPlanResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEBT_QUERY_KEY }),
  });
}

/** POST …/instalments/:id/cancel (ADMIN), with the reason. */
export function useCancelInstalmentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(`${INSTALMENT_PATHS.plans}/${id}/cancel`, {
        method: 'POST',
        body: { params: { reason } },
        schema: ZInstalmentPlanResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEBT_QUERY_KEY }),
  });
}

export const downloadAgreement = (planId: number) =>
  apiDownload(`${INSTALMENT_PATHS.plans}/${planId}/pdf`);
