import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { ZReceiptResponse } from '@prapa/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENTS_QUERY_KEY } from './payments-query-key.ts';

const receiptPath = (id: number) => PAYMENT_PATHS.receipt.replace(':id', String(id));
const reprintPath = (id: number) => PAYMENT_PATHS.reprint.replace(':id', String(id));

/** GET …/receipt/:id: the receipt as printed the first time. */
export function getReceipt(id: number, signal?: AbortSignal) {
  return apiRequest(receiptPath(id), {
    schema: ZReceiptResponse,
    ...(signal ? { signal } : {}),
  });
}

/** POST …/receipt/:id/reprint: counts one more copy and returns the receipt. */
export function reprintReceipt(id: number) {
  return apiRequest(reprintPath(id), { method: 'POST', schema: ZReceiptResponse });
}

/**
 * The receipt for the print view. A copy is counted once per opening of the view: the reprint
 * call runs as a query that is never refetched or retried (a retry would count a second copy).
 */
export function useReceipt(id: number, copy: boolean) {
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'receipt', id, copy ? 'copy' : 'original'],
    queryFn: ({ signal }) => (copy ? reprintReceipt(id) : getReceipt(id, signal)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    ...(copy ? { gcTime: 0 } : {}),
  });
}
