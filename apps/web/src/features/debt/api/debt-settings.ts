import { DEBT_PATHS, type TDebtSettings, ZDebtSettingsResponse } from '@prapa/contracts/debt';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { DEBT_QUERY_KEY } from './debt-query-key.ts';

/** GET …/settings: pay-by days, signer, reconnection fee. */
export function useDebtSettings() {
  return useQuery({
    queryKey: [...DEBT_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) =>
      apiRequest(DEBT_PATHS.settings, { schema: ZDebtSettingsResponse, signal }),
  });
}

/** PUT …/settings (ADMIN): the whole settings record, the late-fee rule with it. */
export function useSaveDebtSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: TDebtSettings) =>
      apiRequest(DEBT_PATHS.settings, {
        method: 'PUT',
        body: { params },
        schema: ZDebtSettingsResponse,
      }),
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData([...DEBT_QUERY_KEY, 'settings'], saved),
  });
}
