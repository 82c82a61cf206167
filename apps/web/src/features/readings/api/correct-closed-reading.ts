import {
  INVOICE_CORRECTION_PATHS,
  type TCorrectClosedReadingRequest,
  ZCorrectClosedReadingResponse,
} from '@prapa/contracts/invoice-corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { READINGS_QUERY_KEY } from './readings-query-key.ts';

export type ClosedReadingCorrection = TCorrectClosedReadingRequest['params'];

/**
 * POST /api/user/invoice/correct-closed-reading (ADMIN, DEV; decision 027): the reading of a
 * closed cycle corrected, its bill cancelled and issued again, in one transaction.
 */
export function correctClosedReading(params: ClosedReadingCorrection) {
  return apiRequest(INVOICE_CORRECTION_PATHS.correctClosedReading, {
    method: 'POST',
    body: { params },
    schema: ZCorrectClosedReadingResponse,
  });
}

/** The dialog shows every refusal itself (a question, a reason, a paid bill). */
export function useCorrectClosedReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctClosedReading,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: READINGS_QUERY_KEY }),
  });
}
