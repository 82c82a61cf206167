import { ZResetPasswordRequest } from '@prapa/contracts/accounts';
import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ZOkResponse } from '@prapa/contracts/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ACCOUNTS_QUERY_KEY } from './get-accounts.ts';
import { ZStrongPassword } from './strong-password.ts';

/** What the reset form checks before sending: the contract, with a strong password. */
export const ZResetPasswordForm = ZResetPasswordRequest.extend({ new_password: ZStrongPassword });

export type ResetAccountPasswordInput = { id: number; new_password: string };

export function resetAccountPassword({ id, new_password }: ResetAccountPasswordInput) {
  return apiRequest(pathWith(CONFIG_PATHS.accountResetPassword, { id }), {
    method: 'POST',
    body: { new_password },
    schema: ZOkResponse,
  });
}

export function useResetAccountPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAccountPassword,
    // The server lifts a lock-out with it, so the status column changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
  });
}
