import { z } from 'zod';
import { ZNewPassword } from './accounts.ts';
import { dataEnvelope } from './envelope.ts';

export const ZLoginRequest = z.object({
  user_name: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The user info the client keeps in local storage under `user` (spec §3, §4). */
export const ZSessionUser = z.object({
  id: z.number().int(),
  user_name: z.string(),
  full_name: z.string(),
  type: z.number().int().min(1).max(4),
  role_name: z.string(),
  role_name_th: z.string(),
  general_read: z.boolean(),
  general_edit: z.boolean(),
  meter_read: z.boolean(),
  meter_edit: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = dataEnvelope(
  z.object({
    token: z.string(),
    user: ZSessionUser,
  }),
);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMeResponse = dataEnvelope(ZSessionUser);
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZLogoutResponse = dataEnvelope(z.object({ ok: z.literal(true) }));

export const ZChangePasswordRequest = z.object({
  current_password: z.string().min(1).max(256),
  new_password: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZChangePasswordResponse = dataEnvelope(z.object({ ok: z.literal(true) }));
