import { z } from 'zod';
import { ZRequiredText } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';

export const CLIENT_STATUS_CODES = ['1_0', '1_1', '2_0', '2_1'] as const;
export const ZClientStatusCode = z.enum(CLIENT_STATUS_CODES);

export const ZClientStatus = z.object({
  status_code: ZClientStatusCode,
  /** s_1_0 … s_2_1, the keys the group-total chart uses. */
  status_key: z.string(),
  status_name: z.string(),
  status_name_en: z.string(),
  /** Fixed chart colour; not editable. */
  color: z.string(),
  client_count: z.number().int().nonnegative(),
});
export type TClientStatus = z.infer<typeof ZClientStatus>;

export const ZUpdateClientStatusRequest = z.object({
  status_name: ZRequiredText(100),
  status_name_en: ZRequiredText(100),
});

export const ZClientStatusParams = z.object({ code: ZClientStatusCode });
export const ZClientStatusResponse = dataEnvelope(ZClientStatus);
export const ZClientStatusListResponse = dataEnvelope(z.array(ZClientStatus));
