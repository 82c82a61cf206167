import { z } from 'zod';
import { ZIsoDate, ZRequiredText, ZSatang } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { V } from './validation-keys.ts';

/** Inclusive whole-unit range; `to_unit` null means "and above" (the last tier only). */
export const ZTariffTier = z.object({
  from_unit: z.number().int().min(0),
  to_unit: z.number().int().min(0).nullable(),
  rate_satang: ZSatang,
});
export type TTariffTier = z.infer<typeof ZTariffTier>;

/** The rules of one tariff version (progressive rate). */
export const ZTariffRules = z.object({
  tiers: z.array(ZTariffTier).min(1, { message: V.tiersInvalid }).max(20),
  minimum_charge_satang: ZSatang,
  minimum_units: z.number().int().min(0).max(1000),
  apply_meter_fee: z.boolean(),
  vat_enabled: z.boolean(),
  /** Basis points: 700 = 7 %. */
  vat_rate_bp: z.number().int().min(0).max(10000),
});
export type TTariffRules = z.infer<typeof ZTariffRules>;

export const ZTariffVersion = ZTariffRules.extend({
  id: z.number().int(),
  group_id: z.number().int(),
  version_no: z.number().int().positive(),
  effective_from: ZIsoDate,
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type TTariffVersion = z.infer<typeof ZTariffVersion>;

/** A tariff group (e.g. residential, small business) assignable to clients. */
export const ZTariffGroup = z.object({
  id: z.number().int(),
  code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  active: z.boolean(),
  client_count: z.number().int().nonnegative(),
  /** Newest first. */
  versions: z.array(ZTariffVersion),
});
export type TTariffGroup = z.infer<typeof ZTariffGroup>;

export const ZTariffGroupInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, { message: V.areaCodeFormat }),
  name_th: ZRequiredText(100),
  name_en: ZRequiredText(100),
  active: z.boolean().default(true),
});
export type TTariffGroupInput = z.infer<typeof ZTariffGroupInput>;

/** Editing a tariff creates a new version; issued bills keep the version they used. */
export const ZNewTariffVersionRequest = ZTariffRules.extend({ effective_from: ZIsoDate });
export type TNewTariffVersionRequest = z.infer<typeof ZNewTariffVersionRequest>;

export const ZTariffGroupResponse = dataEnvelope(ZTariffGroup);
export const ZTariffGroupListResponse = dataEnvelope(z.array(ZTariffGroup));

/** A new group is created together with its first version. */
export const ZCreateTariffGroupRequest = ZTariffGroupInput.extend({
  first_version: ZNewTariffVersionRequest,
});
export type TCreateTariffGroupRequest = z.infer<typeof ZCreateTariffGroupRequest>;
