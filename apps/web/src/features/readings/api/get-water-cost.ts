import { READING_PATHS, ZWaterCostResponse } from '@prapa/contracts/readings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { READINGS_QUERY_KEY } from './readings-query-key.ts';

/** GET …/water-cost?client_id=&diff_unit=: the charge for some units under the client's tariff. */
export function getWaterCost(clientId: number, units: number, signal?: AbortSignal) {
  return apiRequest(READING_PATHS.waterCost, {
    query: { client_id: clientId, diff_unit: units },
    schema: ZWaterCostResponse,
    ...(signal ? { signal } : {}),
  });
}

/** Asked only on demand (the popover is open) and only for units that make sense. */
export function useWaterCost(clientId: number, units: number | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...READINGS_QUERY_KEY, 'water-cost', clientId, units],
      queryFn: ({ signal }) => getWaterCost(clientId, units ?? 0, signal),
      enabled: enabled && units !== null,
      meta: { handlesErrors: true },
    }),
  );
}
