import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { ZDebtRatioResponse } from '@prapa/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';
import { DASHBOARD_QUERY_KEY } from './dashboard-query-key.ts';

/** GET …/payment/debt/ratio: how many clients owe and how many do not. */
export function getDebtRatio(signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZDebtRatioResponse>(PAYMENT_PATHS.debtRatio, {
    ...(signal ? { signal } : {}),
  });
}

export function useDebtRatio() {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'ratio'],
    // The panel says it could not load; a dashboard of failing panels must not flood toasts.
    meta: { handlesErrors: true },
    queryFn: ({ signal }) => getDebtRatio(signal),
  });
}
