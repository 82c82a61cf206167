import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ZOkResponse } from '@prapa/contracts/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { METER_TYPES_QUERY_KEY } from './get-meter-types.ts';

export function deleteMeterType(id: number) {
  return apiRequest(pathWith(CONFIG_PATHS.meterType, { id }), {
    method: 'DELETE',
    schema: ZOkResponse,
  });
}

/** A 409 (meters use the type) is answered by the page with the server's message. */
export function useDeleteMeterType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeterType,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: METER_TYPES_QUERY_KEY }),
  });
}
