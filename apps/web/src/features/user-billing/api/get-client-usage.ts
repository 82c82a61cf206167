import { READING_PATHS, ZMonthlyUsageResponse } from '@prapa/contracts/readings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET …/waterHistory/avg/month?client_id= (row id): the client's units per month. */
export function getClientUsage(clientId: number, signal?: AbortSignal) {
  return apiRequest(READING_PATHS.avgMonth, {
    query: { client_id: clientId },
    schema: ZMonthlyUsageResponse,
    ...(signal ? { signal } : {}),
  });
}

/** Fetched when the page opens (spec §2); the readings feature's key, so new readings show. */
export function useClientUsage(clientId: number | undefined) {
  return useQuery({
    queryKey: ['readings', 'avg-month', clientId],
    queryFn: ({ signal }) => getClientUsage(clientId ?? 0, signal),
    enabled: clientId !== undefined,
  });
}
