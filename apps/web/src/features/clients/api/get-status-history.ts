import {
  CLIENT_STATUS_HISTORY_PATH,
  ZClientStatusHistoryResponse,
} from '@prapa/contracts/client-status-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** GET …/client/status-history?client_id= (row id): changes of standing, newest first. */
export function getStatusHistory(id: number, signal?: AbortSignal) {
  return apiRequest(CLIENT_STATUS_HISTORY_PATH, {
    query: { client_id: id },
    schema: ZClientStatusHistoryResponse,
    ...(signal ? { signal } : {}),
  });
}

export function statusHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'status-history', id],
    queryFn: ({ signal }) => getStatusHistory(id, signal),
    // The drawer section says so itself; a failed history must not alarm the whole page.
    meta: { handlesErrors: true },
  });
}

export function useStatusHistory(id: number) {
  return useQuery(statusHistoryQueryOptions(id));
}
