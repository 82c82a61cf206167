import type { ZOverdueResponse } from '@prapa/contracts/remittance';
import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';
import { REMITTANCE_KEY } from './remittance-key.ts';

// A module of its own: the dashboard's alert needs this query only, not the accounting page's
// calls and downloads (decision 032).
export function useOverdueRemittance(enabled: boolean) {
  return useQuery({
    queryKey: [...REMITTANCE_KEY, 'overdue'],
    enabled,
    meta: { handlesErrors: true },
    queryFn: ({ signal }) =>
      apiRequestUnparsed<typeof ZOverdueResponse>(REMITTANCE_PATHS.overdue, { signal }),
  });
}
