import { INVOICE_CORRECTION_PATHS, ZReissueResponse } from '@prapa/contracts/invoice-corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterCorrection } from './invalidate-after-correction.ts';

/** POST …/invoice/:id/reissue: bills the cancelled invoice's reading again, in its place. */
export function reissueInvoice(id: number) {
  return apiRequest(INVOICE_CORRECTION_PATHS.reissue.replace(':id', String(id)), {
    method: 'POST',
    body: {},
    schema: ZReissueResponse,
  });
}

export function useReissueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueInvoice,
    onSuccess: () => invalidateAfterCorrection(queryClient),
  });
}
