import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZRoleConfigListResponse } from '@prapa/contracts/roles-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The roles for the account form's role select (names and default flags an administrator may
 * have changed). Same key and answer as the role screen's query, so both share one cache entry.
 */
export const ROLE_OPTIONS_QUERY_KEY = ['config', 'roles'] as const;

export function getRoleOptions(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.roles, {
    schema: ZRoleConfigListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function roleOptionsQueryOptions() {
  return queryOptions({
    queryKey: ROLE_OPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getRoleOptions(signal),
  });
}

/** A failure here is not worth a notification: the select falls back to the built-in roles. */
export function useRoleOptions() {
  return useQuery({ ...roleOptionsQueryOptions(), meta: { handlesErrors: true } });
}
