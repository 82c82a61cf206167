import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { type TClientStatusChangeRequest, ZClientResponse } from '@prapa/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

export type ClientStatusChange = TClientStatusChangeRequest['params'];

/** PATCH …/status `{ params: { id, action, reason } }`: cancel or reinstate; the debt half stays. */
export function changeClientStatus(params: ClientStatusChange) {
  return apiRequest(CLIENT_PATHS.status, {
    method: 'PATCH',
    body: { params },
    schema: ZClientResponse,
  });
}

/** The reason dialog shows a refusal itself. */
export function useChangeClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClientStatus,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
