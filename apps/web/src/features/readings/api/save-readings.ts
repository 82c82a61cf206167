import {
  READING_PATHS,
  type TReadingInput,
  ZSavedReadingsResponse,
} from '@prapa/contracts/readings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type ReadingToSave = Pick<TReadingInput, 'cycle_id' | 'meter_id' | 'current_reading'> & {
  confirm_rollover?: boolean;
  confirm_anomaly?: boolean;
};

/**
 * POST /api/user/waterHistory `{ params: reading }`. A roll-over or an unusual usage answers 400
 * NEEDS_ROLLOVER_CONFIRMATION / NEEDS_ANOMALY_CONFIRMATION: ask, then send again confirmed.
 */
export function saveReading(reading: ReadingToSave) {
  return apiRequest(READING_PATHS.waterHistory, {
    method: 'POST',
    body: { params: reading },
    schema: ZSavedReadingsResponse,
  });
}

/** The reading screen answers every refusal on the row itself (or with a question). */
export function useSaveReading() {
  return useMutation({ mutationFn: saveReading, meta: { handlesErrors: true } });
}
