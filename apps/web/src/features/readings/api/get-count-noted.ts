import { READING_PATHS, ZCountNotedResponse } from '@prapa/contracts/readings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { READINGS_QUERY_KEY } from './readings-query-key.ts';

/** GET …/count-noted-meter?id={cycleId}: meters recorded and meters to read. */
export function getCountNoted(cycleId: number, signal?: AbortSignal) {
  return apiRequest(READING_PATHS.countNoted, {
    query: { id: cycleId },
    schema: ZCountNotedResponse,
    ...(signal ? { signal } : {}),
  });
}

export const COUNT_NOTED_QUERY_KEY = [...READINGS_QUERY_KEY, 'count-noted'] as const;

export function useCountNoted(cycleId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...COUNT_NOTED_QUERY_KEY, cycleId],
      queryFn: ({ signal }) => getCountNoted(cycleId ?? 0, signal),
      enabled: cycleId !== null,
    }),
  );
}
