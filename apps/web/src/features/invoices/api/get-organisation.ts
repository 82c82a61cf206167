import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZOrganisationResponse } from '@prapa/contracts/organisation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The organisation page's key, so a renamed utility shows on the next bill.
const ORGANISATION_QUERY_KEY = ['config', 'organisation'] as const;

/** The utility's letterhead for the bill. */
export function useOrganisation() {
  return useQuery({
    queryKey: ORGANISATION_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest(CONFIG_PATHS.organisation, {
        schema: ZOrganisationResponse,
        ...(signal ? { signal } : {}),
      }),
  });
}
