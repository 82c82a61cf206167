import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { ZDebtSummarizeResponse } from '@prapa/contracts/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';
import { DASHBOARD_QUERY_KEY } from './dashboard-query-key.ts';

/** GET …/payment/debt/summarize[?area_id=]: spec §5, area_id is left out when empty. */
export function getDebtSummary(areaId: number | null, signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZDebtSummarizeResponse>(PAYMENT_PATHS.debtSummarize, {
    query: areaId === null ? {} : { area_id: areaId },
    ...(signal ? { signal } : {}),
  });
}

export function useDebtSummary(areaId: number | null) {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'summarize', areaId],
    // The panel says it could not load; a dashboard of failing panels must not flood toasts.
    meta: { handlesErrors: true },
    queryFn: ({ signal }) => getDebtSummary(areaId, signal),
    placeholderData: keepPreviousData,
  });
}
