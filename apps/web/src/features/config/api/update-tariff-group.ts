import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { type TTariffGroupInput, ZTariffGroupResponse } from '@prapa/contracts/tariffs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TARIFF_GROUPS_QUERY_KEY } from './get-tariff-groups.ts';

export type UpdateTariffGroupVariables = { id: number; input: TTariffGroupInput };

/** Code, names and active flag only; the rates change through a new version. */
export function updateTariffGroup({ id, input }: UpdateTariffGroupVariables) {
  return apiRequest(pathWith(CONFIG_PATHS.tariffGroup, { id }), {
    method: 'PATCH',
    body: input,
    schema: ZTariffGroupResponse,
  });
}

export function useUpdateTariffGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTariffGroup,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TARIFF_GROUPS_QUERY_KEY }),
  });
}
