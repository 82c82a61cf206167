import { z } from 'zod';
import { ZRequiredText, ZSatang } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { V } from './validation-keys.ts';

/** Common Thai meter sizes; the field stays free text for odd sizes. */
export const METER_SIZES = ['1/2"', '3/4"', '1"', '1 1/2"', '2"', '3"', '4"', '6"'] as const;

export const ZMeterType = z.object({
  id: z.number().int(),
  meter_type_name: z.string(),
  meter_size: z.string(),
  /** Monthly maintenance fee (ค่าบำรุงรักษามาตร), satang. */
  meter_type_fee: z.number().int().nonnegative(),
  /** Digits on the meter's register; a reading rolls over at 10^digits. */
  meter_digit: z.number().int().min(4).max(7),
  active: z.boolean(),
  client_count: z.number().int().nonnegative(),
});
export type TMeterType = z.infer<typeof ZMeterType>;

export const ZMeterTypeInput = z.object({
  meter_type_name: ZRequiredText(100),
  meter_size: ZRequiredText(20),
  meter_type_fee: ZSatang,
  meter_digit: z
    .number()
    .int({ message: V.meterDigits })
    .min(4, { message: V.meterDigits })
    .max(7, { message: V.meterDigits }),
  active: z.boolean().default(true),
});
export type TMeterTypeInput = z.infer<typeof ZMeterTypeInput>;

export const ZMeterTypeResponse = dataEnvelope(ZMeterType);
export const ZMeterTypeListResponse = dataEnvelope(z.array(ZMeterType));
