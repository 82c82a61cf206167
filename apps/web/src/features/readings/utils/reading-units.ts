import type { TReadingRow } from '@prapa/contracts/readings';
import { diffUnits, type ReadingError } from '@prapa/domain/meter-reading';

/** What the typed reading means for the row, worked out while the reader types. */
export type ReadingUnits =
  | { kind: 'empty' }
  | { kind: 'ok'; units: number }
  /** Lower than the previous reading but within a roll-over: the server will ask to confirm. */
  | { kind: 'rollover'; units: number }
  | { kind: 'error'; error: ReadingError | 'INVALID_DIGITS' };

export function readingUnits(
  row: Pick<TReadingRow, 'previousMeter' | 'meter_digit'>,
  current: number | null,
): ReadingUnits {
  if (current === null) return { kind: 'empty' };
  let result: ReturnType<typeof diffUnits>;
  try {
    result = diffUnits(row.previousMeter, current, row.meter_digit);
  } catch {
    // A meter type with impossible digits: leave the judgement to the server.
    return { kind: 'error', error: 'INVALID_DIGITS' };
  }
  if (result.ok) return { kind: 'ok', units: result.units };
  if (result.error === 'NEEDS_ROLLOVER_CONFIRMATION') {
    const confirmed = diffUnits(row.previousMeter, current, row.meter_digit, {
      confirmRollover: true,
    });
    if (confirmed.ok) return { kind: 'rollover', units: confirmed.units };
  }
  return { kind: 'error', error: result.error };
}

/** The units to price or to compare: known for a valid or roll-over reading, else null. */
export function unitsOf(result: ReadingUnits): number | null {
  return result.kind === 'ok' || result.kind === 'rollover' ? result.units : null;
}
