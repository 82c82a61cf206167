import type { TReadingRow, TSavedReading } from '@prapa/contracts/readings';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { useSaveReading } from '../api/save-readings.ts';
import { confirmAnomaly, confirmRollover } from '../components/confirm-reading.tsx';
import { readingUnits, unitsOf } from '../utils/reading-units.ts';

export type SaveOutcome =
  | { kind: 'saved'; readings: TSavedReading[] }
  /** The reader answered "no" to a question: the value stays for them to correct. */
  | { kind: 'declined' }
  | { kind: 'failed'; message: string; cycleClosed: boolean };

/**
 * Saves one reading; when the server asks (roll-over, unusual usage) the reader is asked in Thai
 * and the reading is sent again with the confirmation. Each question is asked at most once.
 */
export function useSaveReadingFlow(cycleId: number | null) {
  const save = useSaveReading();

  return async (row: TReadingRow, current: number): Promise<SaveOutcome> => {
    if (cycleId === null) return { kind: 'declined' };
    const units = unitsOf(readingUnits(row, current)) ?? 0;
    const asked = { row, current, units };
    const confirmed = { confirm_rollover: false, confirm_anomaly: false };
    for (;;) {
      try {
        const result = await save.mutateAsync({
          cycle_id: cycleId,
          meter_id: row.meter_id,
          current_reading: current,
          ...confirmed,
        });
        return { kind: 'saved', readings: result.readings };
      } catch (error) {
        const code = isApiError(error) ? error.code : null;
        if (code === 'NEEDS_ROLLOVER_CONFIRMATION' && !confirmed.confirm_rollover) {
          if (!(await confirmRollover(asked))) return { kind: 'declined' };
          confirmed.confirm_rollover = true;
          continue;
        }
        if (code === 'NEEDS_ANOMALY_CONFIRMATION' && !confirmed.confirm_anomaly) {
          if (!(await confirmAnomaly(asked))) return { kind: 'declined' };
          confirmed.confirm_anomaly = true;
          continue;
        }
        const field = isApiError(error) ? error.fields[0]?.message : undefined;
        const cycleClosed = isApiError(error) && error.status === 409;
        return { kind: 'failed', message: field ?? errorMessage(error), cycleClosed };
      }
    }
  };
}
