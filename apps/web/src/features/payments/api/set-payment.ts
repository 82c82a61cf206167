import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import {
  IDEMPOTENCY_HEADER,
  type TSetPaymentRequest,
  ZReceiptResponse,
} from '@prapa/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENTS_QUERY_KEY } from './payments-query-key.ts';

export type SetPaymentInput = {
  request: TSetPaymentRequest;
  /** One key per payment attempt: a retry of the same attempt sends the same key. */
  idempotencyKey: string;
};

/** POST …/payment/set-payment: pays the invoices and returns the receipt. */
export function setPayment({ request, idempotencyKey }: SetPaymentInput) {
  return apiRequest(PAYMENT_PATHS.setPayment, {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: ZReceiptResponse,
  });
}

/** The page shows a refusal beside the form, so the global error toast stays out of it. */
export function useSetPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayment,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
