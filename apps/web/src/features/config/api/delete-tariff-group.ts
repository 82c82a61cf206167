import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ZOkResponse } from '@prapa/contracts/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TARIFF_GROUPS_QUERY_KEY } from './get-tariff-groups.ts';

export function deleteTariffGroup(id: number) {
  return apiRequest(pathWith(CONFIG_PATHS.tariffGroup, { id }), {
    method: 'DELETE',
    schema: ZOkResponse,
  });
}

/** A 409 (clients are billed with the group) is answered by the page. */
export function useDeleteTariffGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTariffGroup,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TARIFF_GROUPS_QUERY_KEY }),
  });
}
