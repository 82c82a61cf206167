import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZMeterTypeListResponse } from '@prapa/contracts/meter-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getMeterTypes(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.meterTypes, {
    schema: ZMeterTypeListResponse,
    ...(signal ? { signal } : {}),
  });
}

export const METER_TYPES_QUERY_KEY = ['config', 'meter-types'] as const;

export function meterTypesQueryOptions() {
  return queryOptions({
    queryKey: METER_TYPES_QUERY_KEY,
    queryFn: ({ signal }) => getMeterTypes(signal),
  });
}

export function useMeterTypes(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meterTypesQueryOptions(), enabled: options.enabled ?? true });
}
