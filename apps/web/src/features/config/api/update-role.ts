import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { type TUpdateRoleRequest, ZRoleConfigResponse } from '@prapa/contracts/roles-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ROLES_QUERY_KEY } from './get-roles.ts';

export type UpdateRoleInput = { type: number; body: TUpdateRoleRequest };

export function updateRole({ type, body }: UpdateRoleInput) {
  return apiRequest(pathWith(CONFIG_PATHS.role, { type }), {
    method: 'PATCH',
    body,
    schema: ZRoleConfigResponse,
  });
}

/** A failure shows in the form and, through the query client, as a notification. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
      // Accounts show their role's Thai name.
      await queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
