import { type TUpdateAccountRequest, ZAccountResponse } from '@prapa/contracts/accounts';
import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ACCOUNTS_QUERY_KEY } from './get-accounts.ts';
import { ROLE_OPTIONS_QUERY_KEY } from './get-role-options.ts';

export type UpdateAccountInput = { id: number; body: TUpdateAccountRequest };

export function updateAccount({ id, body }: UpdateAccountInput) {
  return apiRequest(pathWith(CONFIG_PATHS.account, { id }), {
    method: 'PATCH',
    body,
    schema: ZAccountResponse,
  });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ROLE_OPTIONS_QUERY_KEY });
    },
  });
}
