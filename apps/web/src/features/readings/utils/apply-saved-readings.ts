import type { TReadingPage, TReadingRow, TSavedReading } from '@prapa/contracts/readings';
import { toIsoDate } from '@prapa/domain/thai-date';

function readDate(readAt: string): string | null {
  const instant = new Date(readAt);
  return Number.isNaN(instant.getTime()) ? null : toIsoDate(instant);
}

function applyOne(row: TReadingRow, saved: TSavedReading): TReadingRow {
  return {
    ...row,
    currentMeter: saved.current_reading,
    currentMeterDate: readDate(saved.read_at),
    diffUnit: saved.units,
    meterUsage: saved.units,
    tag: 'recorded',
    note: saved.note,
    estimated: saved.estimated,
    rollover: saved.rollover,
    flag: saved.flag,
  };
}

/**
 * The page as it is after a save, without asking the server again: the saved rows stay where
 * they are (even under the "waiting" filter), so the reader's place in the list does not move.
 */
export function applySavedReadings(
  page: TReadingPage | undefined,
  readings: readonly TSavedReading[],
): TReadingPage | undefined {
  if (!page) return page;
  const byMeter = new Map(readings.map((reading) => [reading.meter_id, reading]));
  return {
    ...page,
    rows: page.rows.map((row) => {
      const saved = byMeter.get(row.meter_id);
      return saved && saved.cycle_id === page.cycle?.id ? applyOne(row, saved) : row;
    }),
  };
}
