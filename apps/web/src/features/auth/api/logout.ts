import { ZLogoutResponse } from '@prapa/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { signOut } from '../../../lib/session.ts';

export function logout() {
  return apiRequest('/api/auth/logout', { method: 'POST', schema: ZLogoutResponse });
}

/** Ends the server session; this browser signs out even when the server cannot be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { handlesErrors: true },
    onSettled: () => {
      signOut();
      queryClient.clear();
    },
  });
}
