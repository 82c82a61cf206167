import { z } from 'zod';
import { ZClientIds } from './clients.ts';
import { ZRequiredText } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZQueryId } from './query-fields.ts';

/** GET ?client_id= (the client's row id): the changes of standing, newest first. */
export const CLIENT_STATUS_HISTORY_PATH = '/api/user/client/status-history';

/**
 * PATCH …/ignore-clients `{ params: id | id[], reason }`: leaving members out of billing needs a
 * reason, kept in the status history (returning them to normal does not).
 */
export const ZIgnoreClientsWithReasonRequest = z.object({
  params: ZClientIds,
  reason: ZRequiredText(300),
});
export type TIgnoreClientsWithReasonRequest = z.input<typeof ZIgnoreClientsWithReasonRequest>;

export const CLIENT_STATUS_HISTORY_ACTIONS = ['ignore', 'normal', 'cancel', 'reinstate'] as const;

export const ZClientStatusHistoryQuery = z.object({ client_id: ZQueryId });

export const ZClientStatusHistoryEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  action: z.enum(CLIENT_STATUS_HISTORY_ACTIONS),
  status_before: z.string(),
  status_after: z.string(),
  reason: z.string(),
  /** Who did it: full name, else user name; '' when the account is gone. */
  by: z.string(),
});
export type TClientStatusHistoryEntry = z.infer<typeof ZClientStatusHistoryEntry>;

export const ZClientStatusHistoryResponse = dataEnvelope(z.array(ZClientStatusHistoryEntry));
