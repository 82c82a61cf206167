import { pathWith } from '@prapa/contracts/config-paths';
import {
  CREDIT_PATHS,
  ZApplyCreditResponse,
  ZClientCreditResponse,
} from '@prapa/contracts/member-credit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENTS_QUERY_KEY } from './payments-query-key.ts';

/** GET the member's credit balance (ยอดเงินคงเหลือ) and its newest movements. */
export function useClientCredit(clientId: number | null) {
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'credit', clientId],
    enabled: clientId !== null,
    queryFn: ({ signal }) =>
      apiRequest(pathWith(CREDIT_PATHS.client, { id: clientId ?? 0 }), {
        schema: ZClientCreditResponse,
        ...(signal ? { signal } : {}),
      }),
  });
}

/** POST apply: the balance deducted from the unpaid bills, oldest first. */
export function useApplyCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) =>
      apiRequest(pathWith(CREDIT_PATHS.apply, { id: clientId }), {
        method: 'POST',
        body: {},
        schema: ZApplyCreditResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
