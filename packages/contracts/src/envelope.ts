import { z } from 'zod';

/** Every successful response carries its payload in `data` (spec §7). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Server-side paged lists share one shape. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  });
}

/** For calls whose success carries nothing but the fact (delete, disable…). */
export const ZOkResponse = dataEnvelope(z.object({ ok: z.literal(true) }));
