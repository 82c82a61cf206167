import { ZAccountListResponse } from '@prapa/contracts/accounts';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ACCOUNTS_QUERY_KEY = ['accounts'] as const;

export function getAccounts(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.accounts, {
    schema: ZAccountListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function accountsQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => getAccounts(signal),
  });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
