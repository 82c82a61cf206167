import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ZClientIdsResponse } from '@prapa/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

export type IgnoreClientsVariables = { ids: number | number[]; reason: string };

/**
 * PATCH …/ignore-clients `{ params: id | ids, reason }`: left out of the bill run, kept on the
 * register; the reason is required and kept in the status history.
 */
export function ignoreClients({ ids, reason }: IgnoreClientsVariables) {
  return apiRequest(CLIENT_PATHS.ignore, {
    method: 'PATCH',
    body: { params: ids, reason },
    schema: ZClientIdsResponse,
  });
}

/** The reason dialog shows a refusal itself. */
export function useIgnoreClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ignoreClients,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
