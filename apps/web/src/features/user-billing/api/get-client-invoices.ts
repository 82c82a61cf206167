import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { ZClientInvoicesResponse } from '@prapa/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/user/history/:id (row id): the client's invoices, newest first. */
export function getClientInvoices(clientId: number, signal?: AbortSignal) {
  return apiRequest(PAYMENT_PATHS.clientHistory.replace(':id', String(clientId)), {
    schema: ZClientInvoicesResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useClientInvoices(clientId: number | undefined) {
  return useQuery({
    // Under the payments key: a payment or a void elsewhere refreshes it.
    queryKey: ['payments', 'client-invoices', clientId],
    queryFn: ({ signal }) => getClientInvoices(clientId ?? 0, signal),
    enabled: clientId !== undefined,
  });
}
