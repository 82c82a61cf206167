import type { TLoginRequest, ZLoginResponse } from '@prapa/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUserInfo } from '../../../lib/session.ts';
import { meQueryKey } from './me-query-key.ts';

/**
 * The API client loads when the form is sent, not with the sign-in page: the page shows sooner
 * on a slow link (docs/decisions/017-…). The answer is not parsed again here (no zod on the
 * way to the dashboard, docs/decisions/033-router-and-responses.md).
 */
export async function login(input: TLoginRequest) {
  const { apiRequestUnparsed } = await import('../../../lib/api-client.ts');
  return apiRequestUnparsed<typeof ZLoginResponse>('/api/auth/login', {
    method: 'POST',
    body: input,
  });
}

/**
 * Signs in and stores the session; the login form shows a failure itself. Storing the session is
 * what moves the user on: the route guard sends a signed-in user away from /login.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { handlesErrors: true },
    onSuccess: ({ token, user }) => {
      // Nothing cached for a previous account may leak into this one.
      queryClient.clear();
      // The login answer is as fresh as /me would be; no need to ask again straight away.
      queryClient.setQueryData(meQueryKey(token), user);
      setUserInfo({ token, ...user });
    },
  });
}
