import { DEBT_PATHS, ZDebtSettingsResponse } from '@prapa/contracts/debt';
import { useQuery } from '@tanstack/react-query';
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
