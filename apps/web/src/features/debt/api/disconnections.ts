import {
  DEBT_PATHS,
  ZCreateDisconnectionsResponse,
  ZDisconnectionListResponse,
  ZDisconnectionResponse,
} from '@prapa/contracts/debt';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { DEBT_QUERY_KEY } from './debt-query-key.ts';

/** GET …/disconnections: members due for disconnection and the open orders. */
export function useDisconnections(areaId: number | null) {
  return useQuery({
    queryKey: [...DEBT_QUERY_KEY, 'disconnections', areaId],
    queryFn: ({ signal }) =>
      apiRequest(DEBT_PATHS.disconnections, {
        query: areaId === null ? {} : { area_id: areaId },
        schema: ZDisconnectionListResponse,
        signal,
      }),
  });
}

export function useCreateDisconnections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientIds: number[]) =>
      apiRequest(DEBT_PATHS.disconnections, {
        method: 'POST',
        body: { params: { client_ids: clientIds } },
        schema: ZCreateDisconnectionsResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEBT_QUERY_KEY }),
  });
}

export type TransitionInput = {
  id: number;
  action: 'disconnect' | 'request_reconnect' | 'reconnect' | 'cancel';
  reading?: number;
  fee_paid_satang?: number;
  allow?: boolean;
};

export function useTransitionDisconnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...params }: TransitionInput) =>
      apiRequest(`${DEBT_PATHS.disconnections}/${id}/transition`, {
        method: 'POST',
        body: { params },
        schema: ZDisconnectionResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEBT_QUERY_KEY }),
  });
}

export const downloadWorkOrder = (areaId: number | null) =>
  apiDownload(
    `${DEBT_PATHS.disconnections}/work-order`,
    areaId === null ? {} : { area_id: areaId },
  );
