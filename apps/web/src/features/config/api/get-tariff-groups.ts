import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZTariffGroupListResponse } from '@prapa/contracts/tariffs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getTariffGroups(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.tariffGroups, {
    schema: ZTariffGroupListResponse,
    ...(signal ? { signal } : {}),
  });
}

export const TARIFF_GROUPS_QUERY_KEY = ['config', 'tariff-groups'] as const;

export function tariffGroupsQueryOptions() {
  return queryOptions({
    queryKey: TARIFF_GROUPS_QUERY_KEY,
    queryFn: ({ signal }) => getTariffGroups(signal),
  });
}

export function useTariffGroups() {
  return useQuery(tariffGroupsQueryOptions());
}
