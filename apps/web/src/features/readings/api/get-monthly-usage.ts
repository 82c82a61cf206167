import { READING_PATHS, ZMonthlyUsageResponse } from '@prapa/contracts/readings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { READINGS_QUERY_KEY } from './readings-query-key.ts';

/** GET …/avg/month[?client_id=]: units per month, the whole utility or one client. */
export function getMonthlyUsage(clientId: number | null, signal?: AbortSignal) {
  return apiRequest(READING_PATHS.avgMonth, {
    query: clientId === null ? {} : { client_id: clientId },
    schema: ZMonthlyUsageResponse,
    ...(signal ? { signal } : {}),
  });
}

/** Fetched when the chart's screen opens (spec §2). */
export function useMonthlyUsage(clientId: number | null = null) {
  return useQuery(
    queryOptions({
      queryKey: [...READINGS_QUERY_KEY, 'avg-month', clientId],
      queryFn: ({ signal }) => getMonthlyUsage(clientId, signal),
    }),
  );
}
