import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { ZUnpaidByCycleResponse } from '@prapa/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';
import { DASHBOARD_QUERY_KEY } from './dashboard-query-key.ts';

/** GET …/payment/debt/by-cycle: unpaid totals of the last 4 billing cycles. */
export function getUnpaidByCycle(signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZUnpaidByCycleResponse>(PAYMENT_PATHS.unpaidByCycle, {
    ...(signal ? { signal } : {}),
  });
}

export function useUnpaidByCycle() {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'by-cycle'],
    // The panel says it could not load; a dashboard of failing panels must not flood toasts.
    meta: { handlesErrors: true },
    queryFn: ({ signal }) => getUnpaidByCycle(signal),
  });
}
