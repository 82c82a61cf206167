import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { type TCreateClientParams, ZClientResponse } from '@prapa/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/** POST /api/user/client `{ params }`: the client and its first meter. */
export function createClient(params: TCreateClientParams) {
  return apiRequest(CLIENT_PATHS.client, {
    method: 'POST',
    body: { params },
    schema: ZClientResponse,
  });
}

/** The form shows failures next to its fields and as a notification. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
