import type { ZClientStatusListResponse } from '@prapa/contracts/client-statuses';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';

export function getStatusLabels(signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZClientStatusListResponse>(CONFIG_PATHS.clientStatuses, {
    ...(signal ? { signal } : {}),
  });
}

// The same key as the status page's list: renaming a status there renames it here too.
export const STATUS_LABELS_QUERY_KEY = ['config', 'client-statuses'] as const;

export function statusLabelsQueryOptions() {
  return queryOptions({
    queryKey: STATUS_LABELS_QUERY_KEY,
    queryFn: ({ signal }) => getStatusLabels(signal),
  });
}

/** The four statuses with their editable Thai/English names and fixed colours. */
export function useStatusLabels() {
  return useQuery(statusLabelsQueryOptions());
}
