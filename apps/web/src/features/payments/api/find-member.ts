import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ZClientLookupResponse } from '@prapa/contracts/clients';
import { parseMemberId } from '@prapa/domain/member-id';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENTS_QUERY_KEY } from './payments-query-key.ts';

/** The client with exactly this member id (the billing page's "pay" link), or null. */
export async function findMember(memberIdText: string, signal?: AbortSignal) {
  const memberId = parseMemberId(memberIdText);
  if (memberId === null) return null;
  const hits = await apiRequest(CLIENT_PATHS.lookupClientId, {
    query: { q: memberIdText.trim() },
    schema: ZClientLookupResponse,
    ...(signal ? { signal } : {}),
  });
  return hits.find((hit) => hit.memberId === memberId) ?? null;
}

export function useMember(memberIdText: string | null) {
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'member', memberIdText],
    queryFn: ({ signal }) => findMember(memberIdText ?? '', signal),
    enabled: memberIdText !== null && memberIdText !== '',
  });
}
