import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZTariffGroupListResponse } from '@prapa/contracts/tariffs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getTariffGroupOptions(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.tariffGroups, {
    schema: ZTariffGroupListResponse,
    ...(signal ? { signal } : {}),
  });
}

// The same key as the tariff page's list, so a change there refreshes these options too.
export const TARIFF_GROUP_OPTIONS_QUERY_KEY = ['config', 'tariff-groups'] as const;

export function tariffGroupOptionsQueryOptions() {
  return queryOptions({
    queryKey: TARIFF_GROUP_OPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getTariffGroupOptions(signal),
  });
}

export function useTariffGroupOptions() {
  return useQuery(tariffGroupOptionsQueryOptions());
}
