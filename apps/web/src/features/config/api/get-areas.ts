import { ZAreaListResponse } from '@prapa/contracts/areas';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getAreas(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.areas, {
    schema: ZAreaListResponse,
    ...(signal ? { signal } : {}),
  });
}

export const AREAS_QUERY_KEY = ['config', 'areas'] as const;

export function areasQueryOptions() {
  return queryOptions({ queryKey: AREAS_QUERY_KEY, queryFn: ({ signal }) => getAreas(signal) });
}

export function useAreas() {
  return useQuery(areasQueryOptions());
}
