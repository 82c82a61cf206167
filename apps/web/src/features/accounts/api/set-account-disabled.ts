import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ZOkResponse } from '@prapa/contracts/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ACCOUNTS_QUERY_KEY } from './get-accounts.ts';

export type SetAccountDisabledInput = { id: number; disabled: boolean };

export function setAccountDisabled({ id, disabled }: SetAccountDisabledInput) {
  return apiRequest(pathWith(CONFIG_PATHS.accountDisabled, { id }), {
    method: 'POST',
    body: { disabled },
    schema: ZOkResponse,
  });
}

/** A refusal (the last active administrator) reaches the user as a notification. */
export function useSetAccountDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
  });
}
