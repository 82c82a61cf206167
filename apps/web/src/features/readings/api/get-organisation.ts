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

// The organisation page's key, so a renamed utility shows on the next print.
export const ORGANISATION_QUERY_KEY = ['config', 'organisation'] as const;

/** The utility's name and address for the printed report's heading. */
export function useOrganisation() {
  return useQuery(
    queryOptions({
      queryKey: ORGANISATION_QUERY_KEY,
      queryFn: ({ signal }) => getOrganisation(signal),
    }),
  );
}
