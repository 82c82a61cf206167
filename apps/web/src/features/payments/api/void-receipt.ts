import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { ZReceiptResponse } from '@prapa/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENTS_QUERY_KEY } from './payments-query-key.ts';

/** POST …/receipt/void `{ params: { id, reason } }` (ADMIN): the number stays used. */
export function voidReceipt(input: { id: number; reason: string }) {
  return apiRequest(PAYMENT_PATHS.void, {
    method: 'POST',
    body: { params: input },
    schema: ZReceiptResponse,
  });
}

export function useVoidReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidReceipt,
    // The dialog shows the refusal beside the reason field.
    meta: { handlesErrors: true },
    onSuccess: (receipt) => {
      // The view shows the voided receipt at once, whichever way (original or copy) it was opened.
      for (const mode of ['original', 'copy']) {
        queryClient.setQueryData([...PAYMENTS_QUERY_KEY, 'receipt', receipt.id, mode], receipt);
      }
      return queryClient.invalidateQueries({
        queryKey: PAYMENTS_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'receipt',
      });
    },
  });
}
