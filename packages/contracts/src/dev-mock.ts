import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/**
 * /dev/mock (DEV only): fill the database with generated data from the browser. POST starts
 * one generation (409 while one runs, or when the database holds data the generator did not
 * make); GET answers whether the database may be replaced and how the current (or last)
 * generation is going, for the progress bar.
 */
export const DEV_MOCK_PATHS = {
  mock: '/api/dev/mock',
} as const;

export const MOCK_SIZES = {
  small: { clients: 300, months: 6 },
  medium: { clients: 3_000, months: 12 },
  large: { clients: 20_000, months: 24 },
} as const;

export const ZMockSize = z.enum(['small', 'medium', 'large']);
export type TMockSize = z.infer<typeof ZMockSize>;

export const ZStartMockRequest = z.object({ params: z.object({ size: ZMockSize }) });

export const MOCK_STEPS = [
  'prepare',
  'clients',
  'readings',
  'invoices',
  'remittances',
  'finish',
] as const;

export const ZMockJob = z.object({
  id: z.string(),
  size: ZMockSize,
  clients: z.number().int(),
  months: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  /** The last step finished, null before the first. */
  step: z.enum(MOCK_STEPS).nullable(),
  done: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  /** 'YYYY-MM' of the cycle the last step worked on. */
  month: z.string().nullable(),
  elapsed_ms: z.number().int().nonnegative(),
  summary: z
    .object({
      clients: z.number().int(),
      readings: z.number().int(),
      invoices: z.number().int(),
      receipts: z.number().int(),
      debtors: z.number().int(),
    })
    .nullable(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
});
export type TMockJob = z.infer<typeof ZMockJob>;

/** empty / generated: may be (re)generated; not_generated / changed: refused. */
export const ZDataOrigin = z.enum(['empty', 'generated', 'not_generated', 'changed']);
export type TDataOrigin = z.infer<typeof ZDataOrigin>;

export const ZMockState = z.object({
  origin: ZDataOrigin,
  /** The refusal in the caller's language, null when generating is allowed. */
  refusal: z.string().nullable(),
  job: ZMockJob.nullable(),
});
export type TMockState = z.infer<typeof ZMockState>;

export const ZMockStateResponse = dataEnvelope(ZMockState);
export const ZMockJobResponse = dataEnvelope(ZMockJob);
