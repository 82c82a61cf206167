import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ZOkResponse } from '@prapa/contracts/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AREAS_QUERY_KEY } from './get-areas.ts';

export function deleteArea(id: number) {
  return apiRequest(pathWith(CONFIG_PATHS.area, { id }), {
    method: 'DELETE',
    schema: ZOkResponse,
  });
}

/** A 409 (the area has clients) is answered by the page with "deactivate instead". */
export function useDeleteArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArea,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AREAS_QUERY_KEY }),
  });
}
