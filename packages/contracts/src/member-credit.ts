import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/** A member's credit balance (ยอดเงินคงเหลือ, docs/decisions/031). */
export const CREDIT_PATHS = {
  client: '/api/credit/clients/:id',
  /** Deduct the balance from the member's unpaid invoices, oldest first (the counter). */
  apply: '/api/credit/clients/:id/apply',
} as const;
export const CREDIT_PREFIX = '/api/credit';

export const CREDIT_REASONS = [
  'bank_overpaid',
  'bank_no_debt',
  'bank_resolved',
  'counter_advance',
  'bill',
  'counter_use',
  'receipt_void',
] as const;
export const ZCreditReason = z.enum(CREDIT_REASONS);

export const ZCreditMove = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Positive in, negative out (satang). */
  amount_satang: z.number().int(),
  reason: ZCreditReason,
  receipt_no: z.string().nullable(),
  invoice_no: z.string().nullable(),
  bank_import_id: z.number().int().nullable(),
  bank_record: z.number().int().nullable(),
  by: z.string(),
});
export type TCreditMove = z.infer<typeof ZCreditMove>;

export const ZClientCredit = z.object({
  client_id: z.number().int(),
  balance_satang: z.number().int(),
  /** Newest first, at most 50. */
  moves: z.array(ZCreditMove),
});
export type TClientCredit = z.infer<typeof ZClientCredit>;
export const ZClientCreditResponse = dataEnvelope(ZClientCredit);

export const ZApplyCreditResponse = dataEnvelope(
  z.object({
    used_satang: z.number().int(),
    balance_satang: z.number().int(),
    /** Bills the credit settled whole, each with its receipt (method 'credit'). */
    receipt_nos: z.array(z.string()),
  }),
);
