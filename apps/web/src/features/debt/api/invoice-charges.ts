import {
  INVOICE_CHARGE_PATHS,
  ZInvoiceChargeListResponse,
  ZWaiveChargeResponse,
} from '@prapa/contracts/invoice-charges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { DEBT_QUERY_KEY } from './debt-query-key.ts';

/** GET …/charges?client_id: a member's fee lines (late fees, reconnection fees). */
export function useClientCharges(clientId: number | undefined) {
  return useQuery({
    queryKey: [...DEBT_QUERY_KEY, 'charges', clientId],
    queryFn: ({ signal }) =>
      apiRequest(INVOICE_CHARGE_PATHS.list, {
        query: { client_id: clientId ?? 0 },
        schema: ZInvoiceChargeListResponse,
        signal,
      }),
    enabled: clientId !== undefined,
    // A supplement to the billing page: without it the page still stands.
    meta: { handlesErrors: true },
  });
}

/** POST …/charges/:id/waive (ADMIN): the bill's total and the member's debt drop with it. */
export function useWaiveCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(INVOICE_CHARGE_PATHS.waive.replace(':id', String(id)), {
        method: 'POST',
        body: { params: { reason } },
        schema: ZWaiveChargeResponse,
      }),
    meta: { handlesErrors: true },
    // The bill, the member's debt and the debtor list all move: refresh everything shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
