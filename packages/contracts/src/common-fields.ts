import { z } from 'zod';
import { V } from './validation-keys.ts';

/** PostgreSQL `integer` (int4): every id, count and reading column. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** Money crosses the wire as integer satang, never as a decimal. */
export const ZSatang = z
  .number({ message: V.satang })
  .int({ message: V.satang })
  .min(0, { message: V.satang })
  .max(Number.MAX_SAFE_INTEGER, { message: V.satang });

/** A calendar date as 'YYYY-MM-DD' (Bangkok calendar; no time zone). */
export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: V.dateFormat });

export const ZRequiredText = (max: number) =>
  z.string().trim().min(1, { message: V.required }).max(max);

export const ZOptionalText = (max: number) => z.string().trim().max(max).default('');

/** A row id: a positive int4. */
export const ZId = z
  .number({ message: V.idFormat })
  .int({ message: V.idFormat })
  .positive({ message: V.idFormat })
  .max(INT4_MAX, { message: V.idFormat });

export const ZIdParam = z.object({
  id: z.coerce
    .number({ message: V.idFormat })
    .int({ message: V.idFormat })
    .positive({ message: V.idFormat })
    .max(INT4_MAX, { message: V.idFormat }),
});

/** An id picked from a list (area, tariff group, meter type) in a JSON body. */
export const ZPickedId = z
  .number({ message: V.selectOne })
  .int({ message: V.selectOne })
  .positive({ message: V.selectOne })
  .max(INT4_MAX, { message: V.selectOne });
