import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { type TCreateTariffGroupRequest, ZTariffGroupResponse } from '@prapa/contracts/tariffs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TARIFF_GROUPS_QUERY_KEY } from './get-tariff-groups.ts';

/** A group is created together with its first tariff version. */
export function createTariffGroup(input: TCreateTariffGroupRequest) {
  return apiRequest(CONFIG_PATHS.tariffGroups, {
    method: 'POST',
    body: input,
    schema: ZTariffGroupResponse,
  });
}

export function useCreateTariffGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTariffGroup,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TARIFF_GROUPS_QUERY_KEY }),
  });
}
