/** Spec §3: one record per month that has usage; `month` is 0 (January) to 11 (December). */
export type MonthlyUsageRecord = { month: number; usage: number };

export const MONTHS_IN_YEAR = 12;

/**
 * Twelve slots, one per month, 0 where no record exists (spec §9). A record with a month outside
 * 0–11 or a non-integer month cannot be placed and is ignored rather than stretching the array;
 * if the server sends a month twice, the later record wins, as the spec's assignment-by-index did.
 */
export function toMonthlySeries(records: readonly MonthlyUsageRecord[]): number[] {
  const series = Array.from({ length: MONTHS_IN_YEAR }, () => 0);
  for (const { month, usage } of records) {
    if (!Number.isInteger(month) || month < 0 || month >= MONTHS_IN_YEAR) continue;
    series[month] = Number.isFinite(usage) ? usage : 0;
  }
  return series;
}
