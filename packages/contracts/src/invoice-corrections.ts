import { z } from 'zod';
import { ZIsoDate, ZRequiredText } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZQueryId } from './query-fields.ts';
import { ZCurrentReading } from './readings.ts';

/**
 * Correcting bills (decision 012): cancel an unpaid invoice (ยกเลิกใบแจ้งหนี้), issue its
 * reading again (ออกใบแจ้งหนี้แทน), and the review a bill run shows before it issues.
 */
export const INVOICE_CORRECTION_PATHS = {
  /** POST `{ params: { reason } }` (ADMIN): cancels an unpaid invoice. */
  cancel: '/api/user/invoice/:id/cancel',
  /** POST: issues the cancelled invoice's reading again, as a new invoice naming it. */
  reissue: '/api/user/invoice/:id/reissue',
  /** GET `?cycle_id`: what a bill run of the cycle would issue, and what to look at first. */
  billRunReview: '/api/user/invoice/bill-run/review',
  /** POST (ADMIN, DEV): corrects a reading of a closed cycle, re-issuing its bill (decision 027). */
  correctClosedReading: '/api/user/invoice/correct-closed-reading',
} as const;

export const CANCEL_REASON_MAX = 500;

export const ZCancelInvoiceRequest = z.object({
  params: z.object({ reason: ZRequiredText(CANCEL_REASON_MAX) }),
});
export type TCancelInvoiceRequest = z.input<typeof ZCancelInvoiceRequest>;

export const ZCancelInvoiceResult = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  cancelled_at: z.string(),
  cancel_reason: z.string(),
  /** The client's debt (satang) after the cancellation. */
  client_debt: z.number().int(),
});
export type TCancelInvoiceResult = z.infer<typeof ZCancelInvoiceResult>;
export const ZCancelInvoiceResponse = dataEnvelope(ZCancelInvoiceResult);

export const ZReissueResult = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  replaces_invoice_no: z.string(),
  total_charge: z.number().int(),
});
export type TReissueResult = z.infer<typeof ZReissueResult>;
export const ZReissueResponse = dataEnvelope(ZReissueResult);

/** Why a reading is worth a look before it is billed. */
export const READING_FLAGS = ['high', 'low', 'estimated', 'rollover', 'replacement'] as const;
export const ZReadingFlag = z.enum(READING_FLAGS);
export type TReadingFlag = z.infer<typeof ZReadingFlag>;

export const ZFlaggedReading = z.object({
  reading_id: z.number().int(),
  meter_id: z.number().int(),
  client_id: z.number().int(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  area_name: z.string(),
  previous_reading: z.number().int(),
  current_reading: z.number().int(),
  units: z.number().int(),
  flags: z.array(ZReadingFlag),
});
export type TFlaggedReading = z.infer<typeof ZFlaggedReading>;

export const ZBillRunReviewQuery = z.object({ cycle_id: ZQueryId });

/** Flagged readings listed at most; `flagged_total` counts them all. */
export const BILL_RUN_REVIEW_MAX = 200;

export const ZBillRunReview = z.object({
  cycle_id: z.number().int(),
  /** Readings a run would invoice now. */
  to_issue: z.number().int(),
  /** The first day the cycle may be billed (its month's first day). */
  billable_from: ZIsoDate,
  /** False while the cycle's month has not started: the run would be refused. */
  can_bill: z.boolean(),
  flagged_total: z.number().int(),
  /** Route order; at most BILL_RUN_REVIEW_MAX. */
  flagged: z.array(ZFlaggedReading),
});
export type TBillRunReview = z.infer<typeof ZBillRunReview>;
export const ZBillRunReviewResponse = dataEnvelope(ZBillRunReview);

/**
 * Correcting a reading of a closed cycle (decision 027): one transaction cancels the reading's
 * unpaid bill with the reason, saves the corrected reading and issues its bill again, naming
 * the cancelled one. A paid bill needs its receipt voided first (409).
 */
export const ZCorrectClosedReadingRequest = z.object({
  params: z.object({
    cycle_id: z.number().int().positive(),
    meter_id: z.number().int().positive(),
    current_reading: ZCurrentReading,
    confirm_rollover: z.boolean().default(false),
    confirm_anomaly: z.boolean().default(false),
    reason: ZRequiredText(CANCEL_REASON_MAX),
  }),
});
export type TCorrectClosedReadingRequest = z.input<typeof ZCorrectClosedReadingRequest>;

export const ZCorrectClosedReadingResult = z.object({
  reading_id: z.number().int(),
  previous_reading: z.number().int(),
  current_reading: z.number().int(),
  units: z.number().int(),
  /** The bill cancelled for the correction; null when the reading had none. */
  cancelled_invoice_no: z.string().nullable(),
  /** The bill issued in its place; null when there was none to replace. */
  invoice_no: z.string().nullable(),
  total_charge: z.number().int().nullable(),
});
export type TCorrectClosedReadingResult = z.infer<typeof ZCorrectClosedReadingResult>;
export const ZCorrectClosedReadingResponse = dataEnvelope(ZCorrectClosedReadingResult);
