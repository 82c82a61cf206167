import { type TAreaInput, ZAreaResponse } from '@prapa/contracts/areas';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AREAS_QUERY_KEY } from './get-areas.ts';

export function createArea(input: TAreaInput) {
  return apiRequest(CONFIG_PATHS.areas, { method: 'POST', body: input, schema: ZAreaResponse });
}

/** The form shows failures next to its fields. */
export function useCreateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArea,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AREAS_QUERY_KEY }),
  });
}
