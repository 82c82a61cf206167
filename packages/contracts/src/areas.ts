import { z } from 'zod';
import { ZRequiredText } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { V } from './validation-keys.ts';

/** A district / area (เขต / หมู่) that clients belong to and meter readers walk. */
export const ZArea = z.object({
  id: z.number().int(),
  area_code: z.string(),
  area_name: z.string(),
  /** Position in the meter readers' route; null when not set. */
  route_order: z.number().int().nullable(),
  active: z.boolean(),
  client_count: z.number().int().nonnegative(),
});
export type TArea = z.infer<typeof ZArea>;

export const ZAreaInput = z.object({
  area_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9ก-๙._-]{1,20}$/, { message: V.areaCodeFormat }),
  area_name: ZRequiredText(100),
  route_order: z.number().int().min(0).max(100000).nullable().default(null),
  active: z.boolean().default(true),
});
export type TAreaInput = z.infer<typeof ZAreaInput>;

export const ZAreaResponse = dataEnvelope(ZArea);
export const ZAreaListResponse = dataEnvelope(z.array(ZArea));
