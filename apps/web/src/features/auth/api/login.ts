import { type TLoginRequest, ZLoginResponse } from '@prapa/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setUserInfo } from '../../../lib/session.ts';
import { meQueryOptions } from './me.ts';

export function login(input: TLoginRequest) {
  return apiRequest('/api/auth/login', { method: 'POST', body: input, schema: ZLoginResponse });
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
      queryClient.setQueryData(meQueryOptions(token).queryKey, user);
      setUserInfo({ token, ...user });
    },
  });
}
