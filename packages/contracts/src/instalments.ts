import { z } from 'zod';
import { ZId, ZIsoDate, ZSatang } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZQueryId } from './query-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Instalment plans (issue 16 item 4, docs/decisions/029): a debtor's overdue bills become a
 * down payment and N monthly instalments, each billed with that month's bill. Created and
 * cancelled by ADMIN from the member's debt account page; read by NORM and ADMIN.
 */
export const INSTALMENT_PATHS = {
  /** GET ?client_id= the member's arrears and plans; POST create a plan (ADMIN). */
  plans: '/api/debt/instalments',
  /** POST /api/debt/instalments/:id/cancel (ADMIN); GET /api/debt/instalments/:id/pdf. */
} as const;

/** The same list as @prapa/domain/instalment-schedule (the API's test checks they agree). */
export const INSTALMENT_PLAN_STATES = ['active', 'completed', 'broken', 'cancelled'] as const;
export const ZInstalmentPlanState = z.enum(INSTALMENT_PLAN_STATES);
export type TInstalmentPlanState = z.infer<typeof ZInstalmentPlanState>;
export const INSTALMENT_COUNT_LIMIT = 60;

export const ZPlanBill = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  /** The bill's month ('พ.ย. 2569'), or '' for an opening balance. */
  cycle_name: z.string(),
  kind: z.string(),
  due_date: ZIsoDate,
  /** The bill's total as billed. */
  total_satang: ZSatang,
  /**
   * What was still due on it, what a plan takes over: the total less credit deducted and part
   * payments (decision 031). The bills' `due_satang` add up to the plan's arrears.
   */
  due_satang: ZSatang,
});
export type TPlanBill = z.infer<typeof ZPlanBill>;

export const ZInstalmentItem = z.object({
  /** 0 the down payment, 1..N the instalments. */
  no: z.number().int(),
  amount_satang: ZSatang,
  /** The month whose bill carries it ('YYYY-MM'); null for the down payment. */
  period: z.string().nullable(),
  invoice_no: z.string().nullable(),
  due_date: ZIsoDate.nullable(),
  paid: z.boolean(),
  overdue: z.boolean(),
});
export type TInstalmentItem = z.infer<typeof ZInstalmentItem>;

export const ZInstalmentPlan = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  state: ZInstalmentPlanState,
  arrears_satang: ZSatang,
  down_payment_satang: ZSatang,
  instalment_count: z.number().int(),
  /** Billed and paid, of the down payment and the instalments. */
  paid_satang: ZSatang,
  paid_count: z.number().int(),
  /** Still owed through the plan (billed unpaid and not yet billed). */
  remaining_satang: ZSatang,
  agreed_on: ZIsoDate,
  note: z.string(),
  created_by: z.string().nullable(),
  closed_at: z.string().nullable(),
  close_reason: z.string().nullable(),
  bills: z.array(ZPlanBill),
  items: z.array(ZInstalmentItem),
});
export type TInstalmentPlan = z.infer<typeof ZInstalmentPlan>;

export const ZMemberInstalments = z.object({
  client_id: z.number().int(),
  /** The overdue bills a new plan would take over, and their sum. */
  arrears: z.array(ZPlanBill),
  arrears_satang: ZSatang,
  /** The month whose bill a new plan's first instalment goes on ('YYYY-MM'). */
  next_period: z.string(),
  plans: z.array(ZInstalmentPlan),
});
export type TMemberInstalments = z.infer<typeof ZMemberInstalments>;
export const ZMemberInstalmentsResponse = dataEnvelope(ZMemberInstalments);
export const ZMemberInstalmentsQuery = z.object({ client_id: ZQueryId });

export const ZCreateInstalmentPlan = z.object({
  client_id: ZId,
  down_payment_satang: ZSatang,
  instalment_count: z
    .number({ message: V.required })
    .int({ message: V.required })
    .min(1, { message: V.required })
    .max(INSTALMENT_COUNT_LIMIT),
  note: z.string().trim().max(500).default(''),
});
export type TCreateInstalmentPlan = z.infer<typeof ZCreateInstalmentPlan>;
export const ZCreateInstalmentPlanRequest = z.object({ params: ZCreateInstalmentPlan });
export const ZInstalmentPlanResponse = dataEnvelope(ZInstalmentPlan);

export const ZCancelInstalmentPlanRequest = z.object({
  params: z.object({ reason: z.string().trim().min(1, { message: V.required }).max(500) }),
});

/** The plan column of the debtor list: the member's newest active or broken plan. */
export const ZDebtorPlan = z.object({
  id: z.number().int(),
  state: ZInstalmentPlanState,
  instalment_count: z.number().int(),
  paid_count: z.number().int(),
});
export type TDebtorPlan = z.infer<typeof ZDebtorPlan>;
