import type { TClient, TClientSort } from '@prapa/contracts/clients';
import { formatMemberId, parseMemberId } from '@prapa/domain/member-id';
import type { DataTableSortStatus } from 'mantine-datatable';
import { DEFAULT_RECORDS_PER_PAGE } from '../../../components/ui/data-table.tsx';
import type { DataTableFilterValues } from '../../../components/ui/data-table-filters.tsx';
import type { ClientFilterQuery, ClientPageQuery, ClientSortQuery } from '../api/client-query.ts';

/** The filter row's inputs, by name. */
export const FILTER = { q: 'q', memberId: 'memberId', areaId: 'areaId', statusCode: 'statusCode' };

export const EMPTY_FILTERS: DataTableFilterValues = {
  q: '',
  memberId: '',
  areaId: '',
  statusCode: '',
};

/** The table's sortable columns and the server's sort names. */
const SORT_BY_COLUMN: Record<string, TClientSort> = {
  client_id: 'member_id',
  fullname: 'fullname',
  house_no: 'house_no',
  area_name: 'area_name',
  status_code: 'status_code',
  debt: 'debt',
};

export const DEFAULT_SORT: DataTableSortStatus<TClient> = {
  columnAccessor: 'client_id',
  direction: 'asc',
};

/**
 * The server has one search text (`q`, which also matches member ids); a member id typed in its
 * own box ('42', '๔๒') is sent in its printed form and wins over the text, since it names one
 * client.
 */
export function filterQuery(values: DataTableFilterValues): ClientFilterQuery {
  const query: ClientFilterQuery = {};
  const memberId = parseMemberId(values.memberId ?? '');
  const text = (values.q ?? '').trim();
  const q = memberId ? formatMemberId(memberId) : text;
  if (q !== '') query.q = q;
  if (values.areaId) query.area_id = Number(values.areaId);
  if (values.statusCode) query.status_code = values.statusCode;
  return query;
}

export function sortQuery(status: DataTableSortStatus<TClient>): ClientSortQuery {
  return {
    sort: SORT_BY_COLUMN[status.columnAccessor] ?? 'member_id',
    order: status.direction,
  };
}

export function pageQuery(
  values: DataTableFilterValues,
  sort: DataTableSortStatus<TClient>,
  page: number,
): ClientPageQuery {
  return {
    ...filterQuery(values),
    ...sortQuery(sort),
    page,
    page_size: DEFAULT_RECORDS_PER_PAGE,
  };
}
