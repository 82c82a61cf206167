import {
  type TCreateAccountRequest,
  ZAccountResponse,
  ZCreateAccountRequest,
} from '@prapa/contracts/accounts';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ACCOUNTS_QUERY_KEY } from './get-accounts.ts';
import { ROLE_OPTIONS_QUERY_KEY } from './get-role-options.ts';
import { ZStrongPassword } from './strong-password.ts';

/** What the create form checks before sending: the contract, with a strong password. */
export const ZCreateAccountForm = ZCreateAccountRequest.extend({ password: ZStrongPassword });

export function createAccount(input: TCreateAccountRequest) {
  return apiRequest(CONFIG_PATHS.accounts, {
    method: 'POST',
    body: input,
    schema: ZAccountResponse,
  });
}

/** A failure shows in the form and, through the query client, as a notification. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
      // Roles show how many accounts each has.
      await queryClient.invalidateQueries({ queryKey: ROLE_OPTIONS_QUERY_KEY });
    },
  });
}
