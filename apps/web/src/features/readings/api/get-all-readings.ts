import { READING_PATHS, ZReadingListResponse } from '@prapa/contracts/readings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withoutEmpty } from '../utils/without-empty.ts';
import { READINGS_QUERY_KEY } from './readings-query-key.ts';

/** The report's filters; an empty one means "all" and is not sent (spec §5). */
export type WaterHistoryFilter = { cycleId: number | null; area_id: number | null };

/** GET …/waterHistory/all?cycleId=&area_id=: every row of the cycle, for the report. */
export function getAllReadings(filter: WaterHistoryFilter, signal?: AbortSignal) {
  return apiRequest(READING_PATHS.all, {
    query: withoutEmpty(filter),
    schema: ZReadingListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useAllReadings(filter: WaterHistoryFilter, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...READINGS_QUERY_KEY, 'all', filter],
      queryFn: ({ signal }) => getAllReadings(filter, signal),
      enabled,
    }),
  );
}
