import { type TCloseDayRequest, ZCloseDayResponse } from '@prapa/contracts/remittance';
import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET the cashier's day: receipts, expected cash, the close if made. */
export function useCloseDay(date: string) {
  return useQuery({
    queryKey: ['payments', 'close', date],
    queryFn: ({ signal }) =>
      apiRequest(REMITTANCE_PATHS.close, { query: { date }, schema: ZCloseDayResponse, signal }),
  });
}

/** POST: close the day with what was counted. */
export function useCloseDayMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCloseDayRequest) =>
      apiRequest(REMITTANCE_PATHS.close, { method: 'POST', body, schema: ZCloseDayResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
}
