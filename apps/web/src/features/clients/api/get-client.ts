import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { type TClient, ZClientResponse } from '@prapa/contracts/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** One client by row id (GET /api/user/client?id=). */
export function getClient(id: number, signal?: AbortSignal) {
  return apiRequest(CLIENT_PATHS.client, {
    query: { id },
    schema: ZClientResponse,
    ...(signal ? { signal } : {}),
  });
}

export function clientQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getClient(id, signal),
  });
}

/** The row the user clicked is shown at once and refreshed from the server behind it. */
export function useClient(id: number | null, row?: TClient) {
  return useQuery({
    ...clientQueryOptions(id ?? 0),
    enabled: id !== null,
    ...(row ? { placeholderData: row } : {}),
  });
}
