import { DEBT_PATHS, ZMemberLedgerResponse } from '@prapa/contracts/debt';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { DEBT_QUERY_KEY } from './debt-query-key.ts';

/** GET /api/debt/ledger/:id: the member's ป.17, letters and disconnection orders. */
export function getMemberLedger(clientId: number, signal?: AbortSignal) {
  return apiRequest(`${DEBT_PATHS.ledger}/${clientId}`, {
    schema: ZMemberLedgerResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useMemberLedger(clientId: number) {
  return useQuery({
    queryKey: [...DEBT_QUERY_KEY, 'ledger', clientId],
    queryFn: ({ signal }) => getMemberLedger(clientId, signal),
  });
}

export const downloadLedger = (clientId: number, format: 'pdf' | 'xlsx') =>
  apiDownload(`${DEBT_PATHS.ledger}/${clientId}/${format}`);
