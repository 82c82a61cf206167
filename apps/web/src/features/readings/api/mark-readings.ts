import { BILLING_CYCLE_PATHS, type TMarkReadingsParams } from '@prapa/contracts/billing-cycles';
import { ZSavedReadingsResponse } from '@prapa/contracts/readings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/user/billing-cycle/mark `{ params: { cycle_id, meter_ids, note } }`: an estimated
 * reading (previous + the meter's recent average) for meters that could not be read.
 */
export function markReadings(params: TMarkReadingsParams) {
  return apiRequest(BILLING_CYCLE_PATHS.mark, {
    method: 'POST',
    body: { params },
    schema: ZSavedReadingsResponse,
  });
}

export function useMarkReadings() {
  return useMutation({ mutationFn: markReadings });
}
