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

/**
 * A document series' prefix (decision 014): 1–6 Latin letters, stored in capitals, printed
 * before the number ('INV2570/000123'); Latin because the invoice number is the PromptPay Ref2.
 */
export const ZDocumentPrefix = z
  .string()
  .trim()
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{1,6}$/, { message: V.documentPrefixFormat }));

/**
 * Prefix per document kind ('invoice', 'receipt', and the series later features add); each
 * prefix tells its series apart, so no two kinds may share one.
 */
export const ZDocumentPrefixes = z
  .record(z.string().regex(/^[a-z][a-z_]{0,29}$/), ZDocumentPrefix)
  .superRefine((prefixes, ctx) => {
    const seen = new Map<string, string>();
    for (const [kind, prefix] of Object.entries(prefixes)) {
      if (seen.has(prefix)) {
        ctx.addIssue({ code: 'custom', path: [kind], message: V.documentPrefixTaken });
      } else seen.set(prefix, kind);
    }
  });
export type TDocumentPrefixes = z.infer<typeof ZDocumentPrefixes>;

/**
 * What the organisation form saves. The biller id is not in it: the bank settings card edits it
 * (docs/decisions/020), so a form opened before the biller id changed cannot put the old one
 * back. A `promptpay_biller_id` sent here anyway is dropped.
 */
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
  /** 10 = October, the Thai government fiscal year. */
  fiscal_year_start_month: z.number().int().min(1).max(12).default(10),
  due_rule: ZDueRule.default({ kind: 'days_after', days: 15 }),
  /** Only the kinds given change; left out, the prefixes stay as they are. */
  document_prefixes: ZDocumentPrefixes.optional(),
});
export type TOrganisationInput = z.infer<typeof ZOrganisationInput>;

export const ZOrganisation = ZOrganisationInput.extend({
  /**
   * PromptPay biller id (13-digit tax id + 2-digit suffix), '' when not used: read here by the
   * bills and letters, saved only through the bank settings (`/api/config/bank-settings`).
   */
  promptpay_biller_id: z.string(),
  updated_at: z.string().nullable(),
  /** Every document series and its prefix: { invoice: 'INV', receipt: 'RC', … }. */
  document_prefixes: z.record(z.string(), z.string()).default({}),
});
export type TOrganisation = z.infer<typeof ZOrganisation>;

export const ZOrganisationResponse = dataEnvelope(ZOrganisation);
