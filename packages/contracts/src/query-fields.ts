import { z } from 'zod';
import { INT4_MAX } from './common-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Query-string fields. Every value arrives as text; the web client repeats a key for an array
 * (`status_code=1_0&status_code=2_0`), older callers send one comma list (`ids=1,2,3`), so
 * list fields accept both.
 */

/** 'true' / 'false' / '1' / '0'; anything else is a field error. */
export const ZQueryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: V.booleanFormat })
  .transform((value) => value === 'true' || value === '1');

/** A positive row id from a query string. */
export const ZQueryId = z.coerce
  .number({ message: V.idFormat })
  .int({ message: V.idFormat })
  .positive({ message: V.idFormat })
  .max(INT4_MAX, { message: V.idFormat });

/** An optional id where an empty value (`area_id=`) means "not given". */
export const ZQueryOptionalId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  ZQueryId.optional(),
);

/** `a,b,c` or a repeated key → the parsed items; empty items are dropped. */
export function ZQueryList<T extends z.ZodType>(item: T, max: number) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      // Items are parsed from text; zod types coerce inputs as unknown, so say so here.
      z.array(item).max(max, { message: V.listTooLong }) as unknown as z.ZodType<
        z.output<T>[],
        string[]
      >,
    );
}

/**
 * The page (1-based) and page size of a server-paged list, answered with `pageOf` (envelope.ts).
 * Not a number, 0, or a size over `maxSize` is a field error.
 */
export function ZQueryPaging(defaultSize: number, maxSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
}
