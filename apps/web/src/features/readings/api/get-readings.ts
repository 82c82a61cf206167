import type { TReadingTag } from '@prapa/contracts/readings';
import { READING_PATHS, ZReadingPageResponse } from '@prapa/contracts/readings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withoutEmpty } from '../utils/without-empty.ts';
import { READINGS_QUERY_KEY } from './readings-query-key.ts';

/** The reading screen's filters and page; empty ones are not sent (spec §5). */
export type ReadingPageQuery = {
  cycleId: number | null;
  area_id: number | null;
  tag: TReadingTag | null;
  q: string;
  page: number;
  page_size: number;
};

/** GET /api/user/waterHistory?cycleId=…: one page of meters in route order. */
export function getReadings(query: ReadingPageQuery, signal?: AbortSignal) {
  return apiRequest(READING_PATHS.waterHistory, {
    query: withoutEmpty(query),
    schema: ZReadingPageResponse,
    ...(signal ? { signal } : {}),
  });
}

export function readingsQueryKey(query: ReadingPageQuery) {
  return [...READINGS_QUERY_KEY, 'page', query] as const;
}

export function readingsQueryOptions(query: ReadingPageQuery, enabled = true) {
  return queryOptions({
    queryKey: readingsQueryKey(query),
    queryFn: ({ signal }) => getReadings(query, signal),
    // The previous page stays on screen while the next loads, so paging does not flash.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useReadings(query: ReadingPageQuery, enabled = true) {
  return useQuery(readingsQueryOptions(query, enabled));
}
