import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { type TMeterTypeInput, ZMeterTypeResponse } from '@prapa/contracts/meter-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { METER_TYPES_QUERY_KEY } from './get-meter-types.ts';

export function createMeterType(input: TMeterTypeInput) {
  return apiRequest(CONFIG_PATHS.meterTypes, {
    method: 'POST',
    body: input,
    schema: ZMeterTypeResponse,
  });
}

/** The form shows failures next to its fields. */
export function useCreateMeterType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeterType,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: METER_TYPES_QUERY_KEY }),
  });
}
