import { type TChangePasswordRequest, ZChangePasswordResponse } from '@prapa/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(input: TChangePasswordRequest) {
  return apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: input,
    schema: ZChangePasswordResponse,
  });
}

/** The form shows failures next to its fields, so no global notification. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
