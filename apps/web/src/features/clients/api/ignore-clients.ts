import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ZClientIdsResponse } from '@prapa/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** PATCH …/ignore-clients `{ params: id | ids }`: left out of the bill run, kept on the register. */
export function ignoreClients(ids: number | number[]) {
  return apiRequest(CLIENT_PATHS.ignore, {
    method: 'PATCH',
    body: { params: ids },
    schema: ZClientIdsResponse,
  });
}

export function useIgnoreClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ignoreClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
