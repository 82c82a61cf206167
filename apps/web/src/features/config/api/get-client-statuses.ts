import { ZClientStatusListResponse } from '@prapa/contracts/client-statuses';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const CLIENT_STATUSES_QUERY_KEY = ['config', 'client-statuses'] as const;

export function getClientStatuses(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.clientStatuses, {
    schema: ZClientStatusListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function clientStatusesQueryOptions() {
  return queryOptions({
    queryKey: CLIENT_STATUSES_QUERY_KEY,
    queryFn: ({ signal }) => getClientStatuses(signal),
  });
}

export function useClientStatuses() {
  return useQuery(clientStatusesQueryOptions());
}
