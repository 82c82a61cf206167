import { METER_PATHS } from '@prapa/contracts/client-paths';
import { ZMeterHistoryResponse } from '@prapa/contracts/meters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** GET …/meter/history?client_id= (member id): every meter the client has had, newest first. */
export function getMeterHistory(clientId: string, signal?: AbortSignal) {
  return apiRequest(METER_PATHS.history, {
    query: { client_id: clientId },
    schema: ZMeterHistoryResponse,
    ...(signal ? { signal } : {}),
  });
}

export function meterHistoryQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'meter-history', clientId],
    queryFn: ({ signal }) => getMeterHistory(clientId, signal),
  });
}

export function useMeterHistory(clientId: string) {
  return useQuery(meterHistoryQueryOptions(clientId));
}
