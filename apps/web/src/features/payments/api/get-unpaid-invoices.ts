import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { ZUnpaidInvoicesResponse } from '@prapa/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENTS_QUERY_KEY } from './payments-query-key.ts';

/** GET …/payment/unpaid?client_id= (row id): the client's unpaid invoices, oldest first. */
export function getUnpaidInvoices(clientId: number, signal?: AbortSignal) {
  return apiRequest(PAYMENT_PATHS.unpaid, {
    query: { client_id: clientId },
    schema: ZUnpaidInvoicesResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useUnpaidInvoices(clientId: number | null) {
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'unpaid', clientId],
    queryFn: ({ signal }) => getUnpaidInvoices(clientId ?? 0, signal),
    enabled: clientId !== null,
  });
}
