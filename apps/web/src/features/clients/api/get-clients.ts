import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ZClientPageResponse } from '@prapa/contracts/clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ClientPageQuery } from './client-query.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** One server page of the filtered, sorted list (GET /api/user/client without `id`). */
export function getClients(query: ClientPageQuery, signal?: AbortSignal) {
  return apiRequest(CLIENT_PATHS.client, {
    query,
    schema: ZClientPageResponse,
    ...(signal ? { signal } : {}),
  });
}

export function clientsQueryOptions(query: ClientPageQuery) {
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getClients(query, signal),
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useClients(query: ClientPageQuery) {
  return useQuery(clientsQueryOptions(query));
}
