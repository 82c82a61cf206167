import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { type TOrganisationInput, ZOrganisationResponse } from '@prapa/contracts/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORGANISATION_QUERY_KEY } from '../../../lib/organisation-query.ts';

/** The organisation is one record: PUT replaces it as a whole. */
export function saveOrganisation(input: TOrganisationInput) {
  return apiRequest(CONFIG_PATHS.organisation, {
    method: 'PUT',
    body: input,
    schema: ZOrganisationResponse,
  });
}

export function useSaveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganisation,
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(ORGANISATION_QUERY_KEY, saved),
  });
}
