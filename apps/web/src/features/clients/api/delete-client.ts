import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ZOkResponse } from '@prapa/contracts/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** DELETE /api/user/client?id= */
export function deleteClient(id: number) {
  return apiRequest(CLIENT_PATHS.client, {
    method: 'DELETE',
    query: { id },
    schema: ZOkResponse,
  });
}

/** The page shows a refusal (409: the client has bills or debt) with the server's message. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
