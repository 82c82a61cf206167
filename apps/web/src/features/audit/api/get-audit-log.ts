import { AUDIT_PATHS, type TAuditKind, ZAuditPageResponse } from '@prapa/contracts/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type AuditFilter = {
  account_id: number | null;
  from: string | null;
  to: string | null;
  kind: TAuditKind | null;
};

export const AUDIT_PAGE_SIZE = 25;

/** Only the filters that are set, as the API's query. */
export function auditQueryOf(filter: AuditFilter): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filter)) if (value !== null) query[key] = value;
  return query;
}

/** GET /api/audit: one page of the log, newest first. */
export function getAuditLog(filter: AuditFilter, page: number, signal?: AbortSignal) {
  return apiRequest(AUDIT_PATHS.list, {
    query: { ...auditQueryOf(filter), page, page_size: AUDIT_PAGE_SIZE },
    schema: ZAuditPageResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useAuditLog(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: ['audit', 'list', filter, page],
    queryFn: ({ signal }) => getAuditLog(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}
