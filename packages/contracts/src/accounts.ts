import { z } from 'zod';
import { ZRequiredText } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { V } from './validation-keys.ts';

export const ZRoleNumber = z.number().int().min(1).max(4);

export const ZPermissionFlags = z.object({
  general_read: z.boolean(),
  general_edit: z.boolean(),
  meter_read: z.boolean(),
  meter_edit: z.boolean(),
});

export const ZAccount = ZPermissionFlags.extend({
  id: z.number().int(),
  user_name: z.string(),
  full_name: z.string(),
  type: ZRoleNumber,
  role_name: z.string(),
  role_name_th: z.string(),
  /** Account level label key 1–3: top administrator, general administrator, meter reader. */
  level: z.number().int().min(1).max(3),
  disabled: z.boolean(),
  /**
   * Sign-in with this user name is held back until then from at least one source, after
   * repeated wrong passwords (the throttle of decision 015); null when no source waits.
   */
  throttled_until: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZUserName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,32}$/, { message: V.userNameFormat });

/** Strength (spec §5 "strong") is checked by a refinement on both sides. */
export const ZNewPassword = z.string().min(8, { message: V.passwordWeak }).max(256);

export const ZCreateAccountRequest = ZPermissionFlags.extend({
  user_name: ZUserName,
  full_name: ZRequiredText(100),
  type: ZRoleNumber,
  password: ZNewPassword,
});
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

export const ZUpdateAccountRequest = ZPermissionFlags.extend({
  full_name: ZRequiredText(100),
  type: ZRoleNumber,
});
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

export const ZSetAccountDisabledRequest = z.object({ disabled: z.boolean() });
export const ZResetPasswordRequest = z.object({ new_password: ZNewPassword });

export const ZAccountResponse = dataEnvelope(ZAccount);
export const ZAccountListResponse = dataEnvelope(z.array(ZAccount));
