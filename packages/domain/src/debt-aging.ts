/**
 * Aging of a member's arrears (issue 16): how many days the oldest overdue bill is past its
 * due date, in the four buckets offices and lenders use. A bill is overdue from the day after
 * its due date (docs/decisions/014), which is day 1 past due.
 */
export const AGING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO dates, calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `daysPastDue` ≥ 1 for an overdue bill; 0 or less (not yet overdue) falls in the first bucket. */
export function agingBucket(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 30) return 'd0_30';
  if (daysPastDue <= 60) return 'd31_60';
  if (daysPastDue <= 90) return 'd61_90';
  return 'd90_plus';
}

/** Lower and upper day bounds of a bucket (upper null = open), for SQL filters. */
export function bucketBounds(bucket: AgingBucket): { min: number; max: number | null } {
  switch (bucket) {
    case 'd0_30':
      return { min: Number.MIN_SAFE_INTEGER, max: 30 };
    case 'd31_60':
      return { min: 31, max: 60 };
    case 'd61_90':
      return { min: 61, max: 90 };
    case 'd90_plus':
      return { min: 91, max: null };
  }
}

/** ISO date plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
