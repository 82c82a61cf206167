import {
  INVOICE_CORRECTION_PATHS,
  ZCancelInvoiceResponse,
} from '@prapa/contracts/invoice-corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterCorrection } from './invalidate-after-correction.ts';

/** POST …/invoice/:id/cancel `{ params: { reason } }` (ADMIN): the number stays used. */
export function cancelInvoice(input: { id: number; reason: string }) {
  return apiRequest(INVOICE_CORRECTION_PATHS.cancel.replace(':id', String(input.id)), {
    method: 'POST',
    body: { params: { reason: input.reason } },
    schema: ZCancelInvoiceResponse,
  });
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvoice,
    // The dialog shows the refusal beside the reason field.
    meta: { handlesErrors: true },
    onSuccess: () => invalidateAfterCorrection(queryClient),
  });
}
