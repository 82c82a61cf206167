/**
 * Meter readings. A meter with `digits` digits shows 0 … 10^digits − 1 and then rolls over to
 * 0, so a reading lower than the previous one is either a roll-over or a mistake. Only a
 * person can tell which, so a roll-over must be confirmed; and a drop too large to be a
 * roll-over within one cycle is refused outright (see `maxRolloverUnits`).
 */
export type ReadingError =
  | 'INVALID_READING'
  | 'READING_EXCEEDS_DIGITS'
  | 'NEEDS_ROLLOVER_CONFIRMATION'
  | 'NEGATIVE_WITHOUT_ROLLOVER';

export type DiffResult =
  | { ok: true; units: number; rollover: boolean }
  | { ok: false; error: ReadingError };

export type DiffOptions = {
  /** The reader confirmed that the meter passed its maximum and started again from 0. */
  confirmRollover?: boolean;
  /**
   * A roll-over implies current + 10^digits − previous units. If that is more than this,
   * the reading went backwards (a misread or a swapped meter), not round. Default: half the
   * meter's range; e.g. on 4 digits 5000 → 4990 would imply 9,990 m³ in one cycle.
   */
  maxRolloverUnits?: number;
};

export const MIN_METER_DIGITS = 1;
export const MAX_METER_DIGITS = 15; // 10^15 is still a safe integer

export function meterCapacity(digits: number): number {
  if (!Number.isInteger(digits) || digits < MIN_METER_DIGITS || digits > MAX_METER_DIGITS) {
    throw new RangeError(
      `meter digits must be ${MIN_METER_DIGITS}–${MAX_METER_DIGITS}, got ${digits}`,
    );
  }
  return 10 ** digits;
}

export function validateReading(reading: number, digits: number): ReadingError | null {
  const capacity = meterCapacity(digits);
  if (!Number.isSafeInteger(reading) || reading < 0) return 'INVALID_READING';
  if (reading >= capacity) return 'READING_EXCEEDS_DIGITS';
  return null;
}

export function diffUnits(
  previous: number,
  current: number,
  digits: number,
  options: DiffOptions = {},
): DiffResult {
  const capacity = meterCapacity(digits);
  const invalid = validateReading(previous, digits) ?? validateReading(current, digits);
  if (invalid) return { ok: false, error: invalid };
  if (current >= previous) return { ok: true, units: current - previous, rollover: false };

  const units = current + capacity - previous;
  const limit = options.maxRolloverUnits ?? Math.floor(capacity / 2);
  if (units > limit) return { ok: false, error: 'NEGATIVE_WITHOUT_ROLLOVER' };
  if (!options.confirmRollover) return { ok: false, error: 'NEEDS_ROLLOVER_CONFIRMATION' };
  return { ok: true, units, rollover: true };
}

export type UsageAnomaly = 'low' | 'high' | null;

export type AnomalyThresholds = { low?: number; high?: number };

// Thresholds like 0.7 × 30 land a hair off the integer in binary; a reading exactly on the
// threshold is not an anomaly, so compare with a small tolerance.
const TOLERANCE = 1e-9;

/**
 * Flags usage far from the client's average: below `low` × average or above `high` ×
 * average (both exclusive). The investigation tab "within 30 percent" passes 0.7 and 1.3.
 * Without an average (new client) nothing can be said, so null.
 */
export function isUsageAnomalous(
  units: number,
  averageUnits: number | null | undefined,
  { low = 0.5, high = 2 }: AnomalyThresholds = {},
): UsageAnomaly {
  if (!Number.isFinite(units) || units < 0) throw new RangeError(`invalid units ${units}`);
  if (!(low >= 0 && high >= low && Number.isFinite(high))) {
    throw new RangeError(`invalid thresholds low=${low} high=${high}`);
  }
  if (averageUnits == null || !Number.isFinite(averageUnits) || averageUnits < 0) return null;
  const scale = Math.max(1, averageUnits) * TOLERANCE;
  if (units < averageUnits * low - scale) return 'low';
  if (units > averageUnits * high + scale) return 'high';
  return null;
}
