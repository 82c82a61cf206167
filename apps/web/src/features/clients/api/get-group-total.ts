import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import type { ZGroupTotalResponse } from '@prapa/contracts/clients';
import { groupTotalToCounts, type StatusKey } from '@prapa/domain/client-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

export function getGroupTotal(signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZGroupTotalResponse>(CLIENT_PATHS.groupTotal, {
    ...(signal ? { signal } : {}),
  });
}

const NO_CLIENTS = { active: 0, active_debt: 0, inactive: 0, inactive_debt: 0 };

/** Spec §3: the first item of the list holds the counts; they are mapped to s_1_0 … s_2_1. */
export function groupTotalQueryOptions() {
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'group-total'],
    queryFn: ({ signal }) => getGroupTotal(signal),
    select: (list): Record<StatusKey, number> => groupTotalToCounts(list[0] ?? NO_CLIENTS),
  });
}

export function useGroupTotal() {
  return useQuery(groupTotalQueryOptions());
}
