import type { ZMeResponse } from '@prapa/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';
import { meQueryKey } from './me-query-key.ts';

export function getMe(signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZMeResponse>('/api/auth/me', { ...(signal ? { signal } : {}) });
}

/** Keyed by token so a new sign-in never sees the previous account's answer. */
export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: meQueryKey(token),
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export function useMe(token: string | null) {
  return useQuery(meQueryOptions(token));
}
