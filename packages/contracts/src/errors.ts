import { z } from 'zod';

/**
 * Error codes the API can answer with. The message next to the code is already translated
 * (Thai by default); clients show it as it is and may branch on the code.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'RATE_LIMITED',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  /** A reading lower than the previous one: ask whether the meter rolled over, then resend. */
  'NEEDS_ROLLOVER_CONFIRMATION',
  /** Usage far from the client's average: ask the reader to check, then resend confirmed. */
  'NEEDS_ANOMALY_CONFIRMATION',
  /** An invoice of the payment is already paid (by another receipt). */
  'ALREADY_PAID',
  /** An older invoice of the client is still unpaid; only an ADMIN may pay out of order. */
  'OLDER_INVOICE_UNPAID',
  /** The Idempotency-Key was used before with another request body. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The reading has an invoice already; it can no longer be changed. */
  'READING_INVOICED',
  'PAYLOAD_TOO_LARGE',
  /** The database (or another part the answer needs) cannot be reached now: 503. */
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZFieldError = z.object({
  path: z.string(),
  message: z.string(),
});

export const ZErrorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(ZFieldError).optional(),
    request_id: z.string().optional(),
  }),
});

export type TErrorResponse = z.infer<typeof ZErrorResponse>;
