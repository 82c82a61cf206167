import { z } from 'zod';
import { ZPermissionFlags, ZRoleNumber } from './accounts.ts';
import { ZRequiredText } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';

/** A role as the role-configuration screen shows it; pages come from the domain access list. */
export const ZRoleConfig = z.object({
  type: ZRoleNumber,
  name: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  default_flags: ZPermissionFlags,
  /** Page paths the role may open; `['*']` for every page (DEV). */
  pages: z.array(z.string()),
  account_count: z.number().int().nonnegative(),
});
export type TRoleConfig = z.infer<typeof ZRoleConfig>;

export const ZUpdateRoleRequest = z.object({
  name_th: ZRequiredText(100),
  name_en: ZRequiredText(100),
  default_flags: ZPermissionFlags,
});
export type TUpdateRoleRequest = z.infer<typeof ZUpdateRoleRequest>;

export const ZRoleConfigResponse = dataEnvelope(ZRoleConfig);
export const ZRoleConfigListResponse = dataEnvelope(z.array(ZRoleConfig));
