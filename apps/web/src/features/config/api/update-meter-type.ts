import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { type TMeterTypeInput, ZMeterTypeResponse } from '@prapa/contracts/meter-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { METER_TYPES_QUERY_KEY } from './get-meter-types.ts';

export type UpdateMeterTypeVariables = { id: number; input: TMeterTypeInput };

export function updateMeterType({ id, input }: UpdateMeterTypeVariables) {
  return apiRequest(pathWith(CONFIG_PATHS.meterType, { id }), {
    method: 'PATCH',
    body: input,
    schema: ZMeterTypeResponse,
  });
}

/** Callers show failures themselves (the form, or the "deactivate instead" dialog). */
export function useUpdateMeterType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeterType,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: METER_TYPES_QUERY_KEY }),
  });
}
