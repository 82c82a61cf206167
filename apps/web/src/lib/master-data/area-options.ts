import type { ZAreaListResponse } from '@prapa/contracts/areas';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../api-client.ts';

export function getAreaOptions(signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZAreaListResponse>(CONFIG_PATHS.areas, {
    ...(signal ? { signal } : {}),
  });
}

// The same key as the district page's list, so a change there refreshes these options too.
export const AREA_OPTIONS_QUERY_KEY = ['config', 'areas'] as const;

export function areaOptionsQueryOptions() {
  return queryOptions({
    queryKey: AREA_OPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getAreaOptions(signal),
  });
}

/** Every area, inactive ones too (their clients and meters still show); forms offer only active ones. */
export function useAreaOptions() {
  return useQuery(areaOptionsQueryOptions());
}
