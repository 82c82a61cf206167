import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ZClientLookupResponse, ZClientResponse } from '@prapa/contracts/clients';
import { formatMemberId, parseMemberId } from '@prapa/domain/member-id';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * The page's address carries the member id ('00042', as the client table links it); the
 * payment calls take the row id. The member-id lookup finds the row, then the full client
 * (with its debt and meter) is read.
 */
export async function getBillingClient(memberIdText: string, signal?: AbortSignal) {
  const memberId = parseMemberId(memberIdText);
  const notFound = new ApiError(404, 'NOT_FOUND', i18n.t('user-billing:notFound'));
  if (memberId === null || memberId < 1) throw notFound;
  const padded = formatMemberId(memberId);
  const hits = await apiRequest(CLIENT_PATHS.lookupClientId, {
    query: { q: padded },
    schema: ZClientLookupResponse,
    ...(signal ? { signal } : {}),
  });
  const hit = hits.find((item) => item.memberId === memberId);
  if (!hit) throw notFound;
  return apiRequest(CLIENT_PATHS.client, {
    query: { id: hit.id },
    schema: ZClientResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useBillingClient(memberIdText: string) {
  return useQuery({
    // Under the clients key, so an edit on the client page shows here too.
    queryKey: ['clients', 'billing', memberIdText],
    queryFn: ({ signal }) => getBillingClient(memberIdText, signal),
    meta: { handlesErrors: true },
  });
}
