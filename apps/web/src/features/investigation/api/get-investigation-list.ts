import {
  INVESTIGATION_PATHS,
  type TInvestigationCheck,
  type TInvestigationSort,
  ZInvestigationListResponse,
} from '@prapa/contracts/investigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INVESTIGATION_QUERY_KEY } from './investigation-query-key.ts';

export type InvestigationListQuery = {
  cycleId: number | null;
  areaId: number | null;
  check: TInvestigationCheck;
  status: 'unchecked' | 'checked';
  sort: TInvestigationSort | null;
  order: 'asc' | 'desc' | null;
  page: number;
  pageSize: number;
};

/** The query string of a list, also used by the field sheet and the export. */
export function listParams(query: Omit<InvestigationListQuery, 'page' | 'pageSize'>) {
  return {
    check: query.check,
    status: query.status,
    ...(query.cycleId === null ? {} : { cycle_id: query.cycleId }),
    ...(query.areaId === null ? {} : { area_id: query.areaId }),
    ...(query.sort === null ? {} : { sort: query.sort }),
    ...(query.order === null ? {} : { order: query.order }),
  };
}

/** GET /api/investigation/list: one page of one list, with the counts of every list. */
export function getInvestigationList(query: InvestigationListQuery, signal?: AbortSignal) {
  return apiRequest(INVESTIGATION_PATHS.list, {
    query: { ...listParams(query), page: query.page, page_size: query.pageSize },
    schema: ZInvestigationListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useInvestigationList(query: InvestigationListQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...INVESTIGATION_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getInvestigationList(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
