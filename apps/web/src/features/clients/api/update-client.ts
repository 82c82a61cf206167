import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { type TUpdateClientParams, ZClientResponse } from '@prapa/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** PATCH /api/user/client `{ params: { id, …changed fields } }`. */
export function updateClient(params: TUpdateClientParams) {
  return apiRequest(CLIENT_PATHS.client, {
    method: 'PATCH',
    body: { params },
    schema: ZClientResponse,
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
