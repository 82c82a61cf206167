import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZRoleConfigListResponse } from '@prapa/contracts/roles-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Shared with the account form's role select, which reads the same list under this key. */
export const ROLES_QUERY_KEY = ['config', 'roles'] as const;

export function getRoles(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.roles, {
    schema: ZRoleConfigListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function rolesQueryOptions() {
  return queryOptions({ queryKey: ROLES_QUERY_KEY, queryFn: ({ signal }) => getRoles(signal) });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
