import { METER_PATHS } from '@prapa/contracts/client-paths';
import { ZClientResponse } from '@prapa/contracts/clients';
import type { TReplaceMeterRequest } from '@prapa/contracts/meters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

export type ReplaceMeterParams = TReplaceMeterRequest['params'];

/** POST …/meter/replace `{ params }`: closes the current meter, installs the new one; the client back. */
export function replaceMeter(params: ReplaceMeterParams) {
  return apiRequest(METER_PATHS.replace, {
    method: 'POST',
    body: { params },
    schema: ZClientResponse,
  });
}

export function useReplaceMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceMeter,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
