import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { ZTodayCashResponse } from '@prapa/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';
import { DASHBOARD_QUERY_KEY } from './dashboard-query-key.ts';

/** GET …/payment/today: the cash taken today (Bangkok date). */
export function getTodayCash(signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZTodayCashResponse>(PAYMENT_PATHS.today, {
    ...(signal ? { signal } : {}),
  });
}

export function useTodayCash() {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'today'],
    // The panel says it could not load; a dashboard of failing panels must not flood toasts.
    meta: { handlesErrors: true },
    queryFn: ({ signal }) => getTodayCash(signal),
  });
}
