import {
  INVOICE_CORRECTION_PATHS,
  ZBillRunReviewResponse,
} from '@prapa/contracts/invoice-corrections';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET …/invoice/bill-run/review?cycle_id: what a run would issue and what to look at first. */
export function getBillRunReview(cycleId: number, signal?: AbortSignal) {
  return apiRequest(`${INVOICE_CORRECTION_PATHS.billRunReview}?cycle_id=${cycleId}`, {
    schema: ZBillRunReviewResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useBillRunReview(cycleId: number | null) {
  return useQuery({
    queryKey: ['billing-cycles', 'bill-run-review', cycleId],
    queryFn: ({ signal }) => getBillRunReview(cycleId ?? 0, signal),
    enabled: cycleId !== null,
    // Always fresh: readings may have been corrected since the dialog was last opened.
    staleTime: 0,
    gcTime: 0,
  });
}
