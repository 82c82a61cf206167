import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZOrganisationResponse } from '@prapa/contracts/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getOrganisation(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.organisation, {
    schema: ZOrganisationResponse,
    ...(signal ? { signal } : {}),
  });
}

export const ORGANISATION_QUERY_KEY = ['config', 'organisation'] as const;

export function organisationQueryOptions() {
  return queryOptions({
    queryKey: ORGANISATION_QUERY_KEY,
    queryFn: ({ signal }) => getOrganisation(signal),
  });
}

export function useOrganisation() {
  return useQuery(organisationQueryOptions());
}
