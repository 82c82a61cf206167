import { z } from 'zod';
import { ZIsoDate } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZQueryId } from './query-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Billing cycles (รอบบิล): one per calendar month billed. Response field names are those of
 * spec §3; requests use snake_case only (the web client converts its keys, spec §7). The spec
 * shows no cycle calls, so the paths are chosen here.
 *
 * At most one cycle is open at a time; readings are recorded only into the open cycle, and a
 * closed cycle is read-only.
 */
export const BILLING_CYCLE_PATHS = {
  /** GET the list (newest first); POST open a new cycle. */
  cycles: '/api/user/billing-cycle',
  close: '/api/user/billing-cycle/close',
  /** Estimated readings for meters that could not be read (no access, broken). */
  mark: '/api/user/billing-cycle/mark',
} as const;

export const BILLING_CYCLE_STATUSES = ['open', 'closed'] as const;
export const ZBillingCycleStatus = z.enum(BILLING_CYCLE_STATUSES);
export type TBillingCycleStatus = z.infer<typeof ZBillingCycleStatus>;

export const ZBillingCycle = z.object({
  id: z.number().int(),
  /** Sequential within the fiscal year: 1 for the first cycle of `bill_year`. */
  bill_cycle_no: z.number().int().positive(),
  /** 'พฤศจิกายน 2569': the Thai month and B.E. year billed. */
  bill_cycle_name: z.string(),
  /** Fiscal year (B.E.) per the organisation's fiscal-year start month: October 2026 → 2570. */
  bill_year: z.number().int(),
  /** The calendar month billed: Gregorian year and month 1–12. */
  period_year: z.number().int(),
  period_month: z.number().int().min(1).max(12),
  /** The cycle change date (วันตัดรอบ), 'YYYY-MM-DD'. */
  bill_cut_off: ZIsoDate,
  /** Display order; by default the cycle's position among all cycles (1, 2, 3 …). */
  order: z.number().int(),
  status: ZBillingCycleStatus,
  /** Meters with a reading in this cycle (recorded, estimated included). */
  count_noted: z.number().int().nonnegative(),
  /**
   * Meters to read: while open, the installed meters of active clients now; once closed, the
   * meters that have a reading (every one, since closing needs them all).
   */
  active_meter: z.number().int().nonnegative(),
  /** ISO date-times. */
  opened_at: z.string(),
  closed_at: z.string().nullable(),
});
export type TBillingCycle = z.infer<typeof ZBillingCycle>;

/** A cycle without its counts, as the reading screen names the cycle it shows. */
export const ZBillingCycleSummary = ZBillingCycle.omit({ count_noted: true, active_meter: true });
export type TBillingCycleSummary = z.infer<typeof ZBillingCycleSummary>;

export const ZBillingCycleResponse = dataEnvelope(ZBillingCycle);
/** Newest (latest month) first. */
export const ZBillingCycleListResponse = dataEnvelope(z.array(ZBillingCycle));

/** Year and month are picked from lists, hence "please pick" for anything else. */
const ZPickedNumber = (min: number, max: number) =>
  z
    .number({ message: V.selectOne })
    .int({ message: V.selectOne })
    .min(min, { message: V.selectOne })
    .max(max, { message: V.selectOne });

/** POST /api/user/billing-cycle `{ params }`: opens the cycle for one calendar month. */
export const ZCreateBillingCycleParams = z.object({
  /** Gregorian (C.E.) year of the month billed. */
  year: ZPickedNumber(2000, 2200),
  /** 1–12. */
  month: ZPickedNumber(1, 12),
  bill_cut_off: ZIsoDate,
  order: z.number().int().min(0).max(1_000_000).optional(),
});
export type TCreateBillingCycleParams = z.infer<typeof ZCreateBillingCycleParams>;
export const ZCreateBillingCycleRequest = z.object({ params: ZCreateBillingCycleParams });
export type TCreateBillingCycleRequest = z.input<typeof ZCreateBillingCycleRequest>;

/** POST …/billing-cycle/close `{ params: { id } }`: refused while any meter is still waiting. */
export const ZCloseBillingCycleRequest = z.object({
  params: z.object({ id: z.number().int().positive() }),
});
export type TCloseBillingCycleRequest = z.input<typeof ZCloseBillingCycleRequest>;

export const READING_NOTES = ['no_access', 'broken'] as const;
/** Why a meter was not read: ไม่สามารถเข้าถึงได้ / มิเตอร์ชำรุด. */
export const ZReadingNote = z.enum(READING_NOTES);
export type TReadingNote = z.infer<typeof ZReadingNote>;

/**
 * POST …/billing-cycle/mark `{ params }`: records an estimated reading for each meter:
 * previous reading + the meter's average units of its last 3 cycles (rounded half-up; 0
 * without history). Marking a meter again replaces its reading.
 */
export const ZMarkReadingsParams = z.object({
  cycle_id: z.number().int().positive(),
  meter_ids: z
    .array(z.number().int().positive())
    .min(1, { message: V.required })
    .max(5000, { message: V.listTooLong }),
  note: ZReadingNote,
});
export type TMarkReadingsParams = z.infer<typeof ZMarkReadingsParams>;
export const ZMarkReadingsRequest = z.object({ params: ZMarkReadingsParams });
export type TMarkReadingsRequest = z.input<typeof ZMarkReadingsRequest>;

/** A query `?id=` naming a cycle. */
export const ZCycleIdQuery = z.object({ id: ZQueryId });
