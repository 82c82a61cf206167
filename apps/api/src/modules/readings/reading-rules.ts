import type { AnomalyThresholds } from '@prapa/domain/meter-reading';

/**
 * The meter-reading settings in one place. They are constants, not organisation settings,
 * until a utility asks to change them; the investigation screens use their own thresholds.
 */

/**
 * A reading whose usage is below `low` × or above `high` × the client's average asks the
 * reader to confirm (NEEDS_ANOMALY_CONFIRMATION); a confirmed one is saved with flag
 * 'low' / 'high' for the investigation feature. Half or double the average: wide enough that
 * ordinary seasonal swings pass, narrow enough to catch a misread digit or a leak.
 */
export const ANOMALY_THRESHOLDS: Required<AnomalyThresholds> = { low: 0.5, high: 2 };

/**
 * "The client's average" is the mean units of this many most recent earlier cycles (a cycle
 * with two meters, after a replacement, counts once with their sum). The estimate of a meter
 * that could not be read averages that meter's own last this-many readings.
 */
export const AVERAGE_WINDOW = 3;

/** Status codes whose installed meters are read: normal users, with or without debt. */
export const READ_STATUS_CODES = ['1_0', '1_1'] as const;

/** A cycle's month as one number, as meter_readings.period stores it. */
export function periodOf(year: number, month: number): number {
  return year * 12 + month - 1;
}

export function periodParts(period: number): { year: number; month: number } {
  return { year: Math.floor(period / 12), month: (period % 12) + 1 };
}
