import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { ZPaymentHistoryResponse } from '@prapa/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/user/payment/history/:id (row id): the client's receipts, newest first. */
export function getClientReceipts(clientId: number, signal?: AbortSignal) {
  return apiRequest(PAYMENT_PATHS.history.replace(':id', String(clientId)), {
    schema: ZPaymentHistoryResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useClientReceipts(clientId: number | undefined) {
  return useQuery({
    queryKey: ['payments', 'client-receipts', clientId],
    queryFn: ({ signal }) => getClientReceipts(clientId ?? 0, signal),
    enabled: clientId !== undefined,
  });
}
