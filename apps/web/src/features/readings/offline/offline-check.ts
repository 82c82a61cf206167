import type { TReadingRow } from '@prapa/contracts/readings';
import { isUsageAnomalous, type ReadingError } from '@prapa/domain/meter-reading';
import { readingUnits } from '../utils/reading-units.ts';

export type OfflineCheck =
  | { kind: 'ok'; units: number; rollover: boolean; flag: 'low' | 'high' | null }
  | { kind: 'error'; error: ReadingError | 'INVALID_DIGITS' }
  /** Asked before saving; the reader's yes is sent as confirm_rollover / confirm_anomaly. */
  | { kind: 'needs_rollover'; units: number }
  | { kind: 'needs_anomaly'; units: number; flag: 'low' | 'high' };

/**
 * The reading screen's checks without the server, against the downloaded row: digits, a drop
 * too large to be a roll-over, a roll-over to confirm, and usage far from the client's average
 * (the same domain rules and thresholds the server applies). The first reading after a meter
 * replacement also counts the old meter's last units, as the server does.
 */
export function checkOffline(
  row: Pick<TReadingRow, 'previousMeter' | 'meter_digit' | 'average_units' | 'replaced_meter'>,
  current: number,
  confirmed: { rollover: boolean; anomaly: boolean },
): OfflineCheck {
  const result = readingUnits(row, current);
  if (result.kind === 'empty') return { kind: 'error', error: 'INVALID_READING' };
  if (result.kind === 'error') return result;
  if (result.kind === 'rollover' && !confirmed.rollover) {
    return { kind: 'needs_rollover', units: result.units };
  }
  const units = result.units + (row.replaced_meter?.units ?? 0);
  const flag = isUsageAnomalous(units, row.average_units);
  if (flag && !confirmed.anomaly) return { kind: 'needs_anomaly', units, flag };
  return { kind: 'ok', units, rollover: result.kind === 'rollover', flag };
}
