import {
  type TClientStatus,
  ZClientStatusResponse,
  type ZUpdateClientStatusRequest,
} from '@prapa/contracts/client-statuses';
import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_STATUSES_QUERY_KEY } from './get-client-statuses.ts';

export type UpdateClientStatusInput = {
  code: TClientStatus['status_code'];
  body: z.infer<typeof ZUpdateClientStatusRequest>;
};

export function updateClientStatus({ code, body }: UpdateClientStatusInput) {
  return apiRequest(pathWith(CONFIG_PATHS.clientStatus, { code }), {
    method: 'PATCH',
    body,
    schema: ZClientStatusResponse,
  });
}

/** A failure shows in the form and, through the query client, as a notification. */
export function useUpdateClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_STATUSES_QUERY_KEY }),
  });
}
