import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { type TNewTariffVersionRequest, ZTariffGroupResponse } from '@prapa/contracts/tariffs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TARIFF_GROUPS_QUERY_KEY } from './get-tariff-groups.ts';

export type CreateTariffVersionVariables = { groupId: number; input: TNewTariffVersionRequest };

/** Editing a tariff never rewrites a version: issued bills keep the one they were billed with. */
export function createTariffVersion({ groupId, input }: CreateTariffVersionVariables) {
  return apiRequest(pathWith(CONFIG_PATHS.tariffGroupVersions, { id: groupId }), {
    method: 'POST',
    body: input,
    schema: ZTariffGroupResponse,
  });
}

export function useCreateTariffVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTariffVersion,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TARIFF_GROUPS_QUERY_KEY }),
  });
}
