import { AUDIT_PATHS, ZAuditPeopleResponse } from '@prapa/contracts/audit';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/audit/people: every account, for the person filter. */
export function getAuditPeople(signal?: AbortSignal) {
  return apiRequest(AUDIT_PATHS.people, {
    schema: ZAuditPeopleResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useAuditPeople() {
  return useQuery({
    queryKey: ['audit', 'people'],
    queryFn: ({ signal }) => getAuditPeople(signal),
  });
}
