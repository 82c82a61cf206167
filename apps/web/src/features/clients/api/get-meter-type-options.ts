import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZMeterTypeListResponse } from '@prapa/contracts/meter-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getMeterTypeOptions(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.meterTypes, {
    schema: ZMeterTypeListResponse,
    ...(signal ? { signal } : {}),
  });
}

// The same key as the meter-type page's list, so a change there refreshes these options too.
export const METER_TYPE_OPTIONS_QUERY_KEY = ['config', 'meter-types'] as const;

export function meterTypeOptionsQueryOptions() {
  return queryOptions({
    queryKey: METER_TYPE_OPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getMeterTypeOptions(signal),
  });
}

export function useMeterTypeOptions() {
  return useQuery(meterTypeOptionsQueryOptions());
}
