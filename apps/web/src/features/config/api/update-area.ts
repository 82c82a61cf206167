import { type TAreaInput, ZAreaResponse } from '@prapa/contracts/areas';
import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AREAS_QUERY_KEY } from './get-areas.ts';

export type UpdateAreaVariables = { id: number; input: TAreaInput };

export function updateArea({ id, input }: UpdateAreaVariables) {
  return apiRequest(pathWith(CONFIG_PATHS.area, { id }), {
    method: 'PATCH',
    body: input,
    schema: ZAreaResponse,
  });
}

/** Callers show failures themselves (the form, or the "deactivate instead" dialog). */
export function useUpdateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArea,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AREAS_QUERY_KEY }),
  });
}
