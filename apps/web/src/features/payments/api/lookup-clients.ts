import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ZClientLookupResponse } from '@prapa/contracts/clients';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENTS_QUERY_KEY } from './payments-query-key.ts';

/** GET …/client/lookup/all?q=: member id, name, house, water or meter number. */
export function lookupClients(q: string, signal?: AbortSignal) {
  return apiRequest(CLIENT_PATHS.lookupAll, {
    query: { q },
    schema: ZClientLookupResponse,
    ...(signal ? { signal } : {}),
  });
}

/** `q` is already debounced by the caller; an empty search asks nothing. */
export function useClientLookup(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'lookup', text],
    queryFn: ({ signal }) => lookupClients(text, signal),
    enabled: text !== '',
    // The suggestions stay while the next ones load, so the list does not flicker per keystroke.
    placeholderData: keepPreviousData,
  });
}
