import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ZClientIdsResponse } from '@prapa/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** PATCH …/normal-clients `{ params: id | ids }`: back into the bill run. */
export function normalClients(ids: number | number[]) {
  return apiRequest(CLIENT_PATHS.normal, {
    method: 'PATCH',
    body: { params: ids },
    schema: ZClientIdsResponse,
  });
}

export function useNormalClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: normalClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
