import {
  DEBT_PATHS,
  type TAgingBucket,
  type TDebtorListQuery,
  ZDebtorListResponse,
} from '@prapa/contracts/debt';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { DEBT_QUERY_KEY } from './debt-query-key.ts';

export type DebtorFilter = {
  areaId: number | null;
  minMonths: number | null;
  minAmountSatang: number | null;
  bucket: TAgingBucket | null;
  q: string;
};

export type DebtorListQuery = DebtorFilter & {
  sort: TDebtorListQuery['sort'];
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export function debtorParams(filter: DebtorFilter) {
  return {
    ...(filter.areaId === null ? {} : { area_id: filter.areaId }),
    ...(filter.minMonths === null ? {} : { min_months: filter.minMonths }),
    ...(filter.minAmountSatang === null ? {} : { min_amount_satang: filter.minAmountSatang }),
    ...(filter.bucket === null ? {} : { bucket: filter.bucket }),
    ...(filter.q.trim() === '' ? {} : { q: filter.q.trim() }),
  };
}

/** GET /api/debt/debtors: one page of the members owing, with totals per bucket and area. */
export function getDebtors(query: DebtorListQuery, signal?: AbortSignal) {
  return apiRequest(DEBT_PATHS.debtors, {
    query: {
      ...debtorParams(query),
      sort: query.sort,
      order: query.order,
      page: query.page,
      page_size: query.pageSize,
    },
    schema: ZDebtorListResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useDebtors(query: DebtorListQuery) {
  return useQuery({
    queryKey: [...DEBT_QUERY_KEY, 'debtors', query],
    queryFn: ({ signal }) => getDebtors(query, signal),
    placeholderData: keepPreviousData,
  });
}
