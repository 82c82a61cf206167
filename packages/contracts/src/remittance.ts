import { z } from 'zod';
import { ZIsoDate, ZRequiredText, ZSatang } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZQueryOptionalId } from './query-fields.ts';

/**
 * The money leaving the counter (issue 15, docs/decisions/021): the cashier's daily close,
 * remittances (ใบนำส่งเงิน) with their settings and holiday calendar, form 32 and the receipt
 * register. Money is integer satang, dates Bangkok 'YYYY-MM-DD'.
 */

export const ZCloseQuery = z.object({
  date: ZIsoDate.optional(),
  cashier_id: ZQueryOptionalId,
});

export const ZCloseReceipt = z.object({
  id: z.number().int(),
  receipt_no: z.string(),
  paid_at: z.string(),
  payer: z.string(),
  method: z.string(),
  amount: z.number().int(),
  voided: z.boolean(),
  /** Voided after the close: it comes back as an adjustment in the next remittance. */
  adjusted: z.boolean(),
});

export const ZCloseRecord = z.object({
  id: z.number().int(),
  cashier_id: z.number().int().nullable(),
  cashier: z.string(),
  close_date: ZIsoDate,
  receipt_count: z.number().int(),
  expected_cash: z.number().int(),
  transfer: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
  reason: z.string().nullable(),
  denominations: z.record(z.string(), z.number().int()).nullable(),
  closed_at: z.string(),
  remittance_no: z.string().nullable(),
});
export type TCloseRecord = z.infer<typeof ZCloseRecord>;

export const ZCloseDay = z.object({
  cashier_id: z.number().int(),
  cashier: z.string(),
  date: ZIsoDate,
  receipts: z.array(ZCloseReceipt),
  expected_cash: z.number().int(),
  transfer: z.number().int(),
  voided: z.number().int(),
  close: ZCloseRecord.nullable(),
});
export type TCloseDay = z.infer<typeof ZCloseDay>;
export const ZCloseDayResponse = dataEnvelope(ZCloseDay);

export const ZCloseDayRequest = z.object({
  date: ZIsoDate,
  counted: ZSatang,
  /** Satang value of a note or coin ('100000' = 1,000 baht) → how many. */
  denominations: z.record(z.string(), z.number().int().min(0).max(1_000_000)).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type TCloseDayRequest = z.input<typeof ZCloseDayRequest>;

export const ZClosesQuery = z.object({ from: ZIsoDate, to: ZIsoDate });
export const ZClosesResponse = dataEnvelope(z.array(ZCloseRecord));

export const ZRemittanceSettings = z.object({
  cycle_days: z.number().int().min(1).max(10),
  deadline_days: z.number().int().min(0).max(10),
  /** Money taken before this day is not asked for (history from before go-live). */
  starts_on: ZIsoDate,
});
export type TRemittanceSettings = z.infer<typeof ZRemittanceSettings>;
export const ZRemittanceSettingsResponse = dataEnvelope(ZRemittanceSettings);

export const ZHoliday = z.object({ day: ZIsoDate, name: ZRequiredText(200) });
export type THoliday = z.infer<typeof ZHoliday>;
export const ZHolidaysQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2200).optional(),
});
export const ZHolidaysResponse = dataEnvelope(z.array(ZHoliday));
export const ZHolidayParam = z.object({ day: ZIsoDate });

export const ZPendingDay = z.object({
  date: ZIsoDate,
  deadline: ZIsoDate,
  late: z.boolean(),
  closed: z.number().int(),
  /** Cashiers who took money that day and have not closed it. */
  open: z.number().int(),
  cash: z.number().int(),
  transfer: z.number().int(),
  receipts: z.number().int(),
  /** Bank receipts of that day waiting, remitted without a close (docs/decisions/021). */
  bank: z.number().int(),
});
export const ZPending = z.object({
  days: z.array(ZPendingDay),
  adjustments: z.number().int(),
  adjustment_total: z.number().int(),
});
export type TPending = z.infer<typeof ZPending>;
export const ZPendingResponse = dataEnvelope(ZPending);

export const ZCreateRemittanceRequest = z.object({ up_to: ZIsoDate });

export const ZRemittanceSummary = z.object({
  id: z.number().int(),
  remittance_no: z.string(),
  remittance_date: ZIsoDate,
  cash: z.number().int(),
  transfer: z.number().int(),
  adjustment: z.number().int(),
  total: z.number().int(),
  line_count: z.number().int(),
  created_by: z.string(),
  received_on: ZIsoDate.nullable(),
  deposit_slip_no: z.string().nullable(),
});
export type TRemittanceSummary = z.infer<typeof ZRemittanceSummary>;
export const ZRemittancesResponse = dataEnvelope(z.array(ZRemittanceSummary));

export const ZRemittanceLine = z.object({
  receipt_id: z.number().int(),
  receipt_no: z.string(),
  receipt_date: ZIsoDate,
  payer: z.string(),
  method: z.string(),
  kind: z.enum(['receipt', 'void']),
  amount: z.number().int(),
  collector: z.string(),
});
export const ZRemittance = ZRemittanceSummary.extend({
  lines: z.array(ZRemittanceLine),
  days: z.array(ZIsoDate),
  total_text: z.string(),
});
export type TRemittance = z.infer<typeof ZRemittance>;
export const ZRemittanceResponse = dataEnvelope(ZRemittance);

export const ZReceivedRequest = z.object({
  received_on: ZIsoDate,
  deposit_slip_no: ZRequiredText(60),
});

export const ZOverdue = z.object({
  late_days: z.number().int(),
  oldest: ZIsoDate.nullable(),
  amount: z.number().int(),
});
export const ZOverdueResponse = dataEnvelope(ZOverdue);

export const FORM32_VIEWS = ['area', 'collector', 'year'] as const;
export const ZForm32Query = z.object({
  view: z.enum(FORM32_VIEWS).default('area'),
  /** 'YYYY-MM' for the area and collector views. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  /** B.E. for the year view. */
  fiscal_year: z.coerce.number().int().min(2400).max(2800).optional(),
});
export type TForm32Query = z.input<typeof ZForm32Query>;
export type TForm32Params = z.output<typeof ZForm32Query>;

export const ZForm32 = z.object({
  view: z.enum(FORM32_VIEWS),
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  /** `label` is the day (or month); `cells` by column key; `total` the row's total. */
  rows: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      cells: z.record(z.string(), z.number().int()),
      total: z.number().int(),
    }),
  ),
  totals: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  receipts: z.number().int(),
});
export type TForm32 = z.infer<typeof ZForm32>;
export const ZForm32Response = dataEnvelope(ZForm32);

export const ZRegisterQuery = z.object({
  fiscal_year: z.coerce.number().int().min(2400).max(2800),
});
export const ZRegister = z.object({
  fiscal_year: z.number().int(),
  prefix: z.string(),
  first_no: z.string().nullable(),
  last_no: z.string().nullable(),
  issued: z.number().int(),
  used: z.number().int(),
  voided: z.number().int(),
  /** Numbers of the series with no receipt: should always be empty. */
  gaps: z.array(z.number().int()),
  rows: z.array(
    z.object({
      date: ZIsoDate,
      collector: z.string(),
      first_no: z.string(),
      last_no: z.string(),
      count: z.number().int(),
      voided: z.number().int(),
      voided_nos: z.array(z.string()),
      amount: z.number().int(),
    }),
  ),
});
export type TRegister = z.infer<typeof ZRegister>;
export const ZRegisterResponse = dataEnvelope(ZRegister);
