import { z } from 'zod';
import { ZOptionalText, ZRequiredText } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { V } from './validation-keys.ts';

/**
 * When a bill falls due: a number of days after the invoice date, or a fixed day of the
 * month after the invoice (clamped to the month's last day).
 */
export const ZDueRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('days_after'), days: z.number().int().min(0).max(90) }),
  z.object({ kind: z.literal('day_of_next_month'), day: z.number().int().min(1).max(31) }),
]);
export type TDueRule = z.infer<typeof ZDueRule>;

/** A logo small enough to embed in every printed page: a PNG/JPEG data URL under 200 KB. */
export const ZLogo = z
  .string()
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, { message: V.logoTooLarge })
  .max(280_000, { message: V.logoTooLarge })
  .nullable();

export const ZOrganisationInput = z.object({
  name: ZRequiredText(200),
  address: ZOptionalText(500),
  tax_id: z
    .string()
    .trim()
    .regex(/^(\d{13})?$/, { message: V.taxIdFormat })
    .default(''),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+\-\s,]{0,40}$/, { message: V.phoneFormat })
    .default(''),
  logo: ZLogo.default(null),
  receipt_header: ZOptionalText(300),
  receipt_footer: ZOptionalText(300),
  /** PromptPay biller id: 13-digit tax id + 2-digit suffix. Empty when not used. */
  promptpay_biller_id: z
    .string()
    .trim()
    .regex(/^(\d{15})?$/, { message: V.billerIdFormat })
    .default(''),
  /** 10 = October, the Thai government fiscal year. */
  fiscal_year_start_month: z.number().int().min(1).max(12).default(10),
  due_rule: ZDueRule.default({ kind: 'days_after', days: 15 }),
});
export type TOrganisationInput = z.infer<typeof ZOrganisationInput>;

export const ZOrganisation = ZOrganisationInput.extend({ updated_at: z.string().nullable() });
export type TOrganisation = z.infer<typeof ZOrganisation>;

export const ZOrganisationResponse = dataEnvelope(ZOrganisation);
