import { z } from 'zod';
import { ZBillingCycleSummary } from './billing-cycles.ts';
import { dataEnvelope } from './envelope.ts';

/** Dashboard calls not given by the spec; chosen here and shared with the web fetchers. */
export const DASHBOARD_PATHS = {
  /** Reading progress of the open cycle (else the newest), per area in route order. */
  readingProgress: '/api/dashboard/reading-progress',
} as const;

export const ZAreaReadingProgress = z.object({
  area_id: z.number().int(),
  area_name: z.string(),
  /** Meters of the area with a reading in the cycle. */
  count_noted: z.number().int().nonnegative(),
  /** Meters of the area to read in the cycle. */
  active_meter: z.number().int().nonnegative(),
});
export type TAreaReadingProgress = z.infer<typeof ZAreaReadingProgress>;

/** Counts only, no names and no money: the meter reader's home (docs/decisions/015). */
export const ZReadingProgress = z.object({
  /** null when no cycle exists yet. */
  cycle: ZBillingCycleSummary.nullable(),
  count_noted: z.number().int().nonnegative(),
  active_meter: z.number().int().nonnegative(),
  areas: z.array(ZAreaReadingProgress),
});
export type TReadingProgress = z.infer<typeof ZReadingProgress>;
export const ZReadingProgressResponse = dataEnvelope(ZReadingProgress);
