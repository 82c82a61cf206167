import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZOrganisationResponse } from '@prapa/contracts/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export function getOrganisation(signal?: AbortSignal) {
  return apiRequest(CONFIG_PATHS.organisation, {
    schema: ZOrganisationResponse,
    ...(signal ? { signal } : {}),
  });
}

// One key for the organisation page and every print view, so a utility renamed or given a new
// tax id shows on the next bill, receipt or report without a reload.
export const ORGANISATION_QUERY_KEY = ['config', 'organisation'] as const;

export function organisationQueryOptions() {
  return queryOptions({
    queryKey: ORGANISATION_QUERY_KEY,
    queryFn: ({ signal }) => getOrganisation(signal),
  });
}

/** The utility's letterhead (name, address, tax id) for screens and print views. */
export function useOrganisation() {
  return useQuery(organisationQueryOptions());
}
