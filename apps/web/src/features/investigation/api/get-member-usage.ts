import { READING_PATHS, ZMonthlyUsageResponse } from '@prapa/contracts/readings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET …/waterHistory/avg/month?client_id=: the member's 12-month usage, as on the billing page. */
export function getMemberUsage(clientId: number, signal?: AbortSignal) {
  return apiRequest(READING_PATHS.avgMonth, {
    query: { client_id: clientId },
    schema: ZMonthlyUsageResponse,
    ...(signal ? { signal } : {}),
  });
}

/** The readings feature's key (as the billing page uses), so new readings show here too. */
export function useMemberUsage(clientId: number) {
  return useQuery({
    queryKey: ['readings', 'avg-month', clientId],
    queryFn: ({ signal }) => getMemberUsage(clientId, signal),
  });
}
