import 'mantine-datatable/styles.layer.css';
import {
  type DataTableColumn,
  type DataTableRowExpansionProps,
  type DataTableSortStatus,
  DataTable as MantineDataTable,
} from 'mantine-datatable';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionColumns, type RowActions, skeletonColumns } from './data-table-columns';
import {
  type DataTableFilter,
  DataTableFilterRow,
  type DataTableFilterValues,
} from './data-table-filters';

/** Spec §9: page size and number of loading rows. */
export const DEFAULT_RECORDS_PER_PAGE = 10;
export const SKELETON_ROW_COUNT = 10;

export type DataTableProps<T> = RowActions<T> & {
  columns: DataTableColumn<T>[];
  /** All rows (client-side paging) or the current page's rows (when `totalRecords` is given). */
  records: readonly T[] | undefined;
  /** Unique key of a row. @default 'id' */
  idAccessor?: (keyof T & string) | ((record: T) => Key);
  /** Shows 10 skeleton rows instead of the records. */
  loading?: boolean;
  /** Names the data in the empty state: 'ไม่พบข้อมูล ของ {dataName}'. */
  dataName?: string;

  /** @default 10 */
  recordsPerPage?: number;
  /** Server-side paging: the total on the server; `records` is then only the current page. */
  totalRecords?: number;
  /** 1-based; controlled when given, otherwise the table keeps its own page. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** @default true */
  withPagination?: boolean;

  /** Giving `onSelectedRecordsChange` adds the checkbox column. */
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;

  /** Mark columns `sortable`; sort client-side rows with `sortRecords`, server rows in the query. */
  sortStatus?: DataTableSortStatus<T>;
  onSortStatusChange?: (status: DataTableSortStatus<T>) => void;

  /** The optional filter row above the table. */
  filters?: readonly DataTableFilter[];
  /** Controlled filter values; otherwise the table keeps its own. */
  filterValues?: DataTableFilterValues;
  /** Emitted on every change; debounce text filters with `useDebouncedValue` before querying. */
  onFiltersChange?: (values: DataTableFilterValues) => void;

  onRowClick?: (record: T) => void;
  /** Content shown under a row when it is opened (mantine-datatable's row expansion). */
  rowExpansion?: DataTableRowExpansionProps<T>;
  height?: number | string;
  minHeight?: number | string;
};

type SkeletonRecord = { skeletonIndex: number };
const SKELETON_RECORDS: SkeletonRecord[] = Array.from({ length: SKELETON_ROW_COUNT }, (_, i) => ({
  skeletonIndex: i,
}));

function emptyFilterValues(filters: readonly DataTableFilter[]): DataTableFilterValues {
  return Object.fromEntries(filters.map((filter) => [filter.name, '']));
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('ui');
  const {
    columns,
    records,
    idAccessor = 'id' as keyof T & string,
    loading = false,
    dataName,
    recordsPerPage = DEFAULT_RECORDS_PER_PAGE,
    totalRecords,
    page,
    onPageChange,
    withPagination = true,
    selectedRecords,
    onSelectedRecordsChange,
    sortStatus,
    onSortStatusChange,
    filters,
    filterValues,
    onFiltersChange,
    onRowClick,
    rowExpansion,
    height,
    minHeight,
  } = props;

  const [ownPage, setOwnPage] = useState(1);
  const [ownFilters, setOwnFilters] = useState(() => emptyFilterValues(filters ?? []));

  const rows = records ?? [];
  const serverSide = totalRecords !== undefined;
  const total = serverSide ? totalRecords : rows.length;
  const lastPage = Math.max(1, Math.ceil(total / recordsPerPage));
  // When client-side rows shrink (a filter, a delete), stay on the last page that still exists.
  const currentPage = serverSide ? (page ?? ownPage) : Math.min(page ?? ownPage, lastPage);
  const visible =
    serverSide || !withPagination
      ? rows
      : rows.slice((currentPage - 1) * recordsPerPage, currentPage * recordsPerPage);

  const changePage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };
  const changeFilters = (next: DataTableFilterValues) => {
    setOwnFilters(next);
    setOwnPage(1);
    onFiltersChange?.(next);
  };

  const allColumns = [...columns, ...actionColumns(props, t)];
  const noRecordsText = dataName
    ? t('table.noRecordsOf', { name: dataName })
    : t('table.noRecords');

  const pagination =
    withPagination && !loading
      ? {
          page: currentPage,
          onPageChange: changePage,
          totalRecords: total,
          recordsPerPage,
          paginationText: ({ from, to }: { from: number; to: number }) =>
            t('table.pagination', { from, to, total }),
          getPaginationControlProps: (control: string) =>
            control === 'previous'
              ? { 'aria-label': t('table.previousPage') }
              : control === 'next'
                ? { 'aria-label': t('table.nextPage') }
                : {},
          getPaginationItemProps: (item: number) => ({
            'aria-label': t('table.page', { page: item }),
          }),
        }
      : {};
  const selection =
    onSelectedRecordsChange && !loading
      ? {
          selectedRecords: selectedRecords ?? [],
          onSelectedRecordsChange,
          allRecordsSelectionCheckboxProps: { 'aria-label': t('table.selectAll') },
          getRecordSelectionCheckboxProps: (_: T, index: number) => ({
            'aria-label': t('table.selectRow', { row: index + 1 }),
          }),
        }
      : {};
  const sorting = sortStatus ? { sortStatus, onSortStatusChange } : {};

  return (
    <div>
      {filters && filters.length > 0 && (
        <DataTableFilterRow
          filters={filters}
          values={filterValues ?? ownFilters}
          onChange={changeFilters}
        />
      )}
      <MantineDataTable<T>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        verticalAlign="center"
        height={height}
        // The empty state is an overlay; without room it would cover the header.
        minHeight={minHeight ?? (!loading && visible.length === 0 ? 180 : undefined)}
        aria-busy={loading}
        columns={loading ? skeletonColumns(allColumns) : allColumns}
        records={(loading ? SKELETON_RECORDS : visible) as T[]}
        idAccessor={
          loading
            ? (record: T) => `skeleton-${(record as SkeletonRecord).skeletonIndex}`
            : idAccessor
        }
        noRecordsText={noRecordsText}
        onRowClick={onRowClick && !loading ? ({ record }) => onRowClick(record) : undefined}
        {...(rowExpansion && !loading ? { rowExpansion } : {})}
        {...pagination}
        {...selection}
        {...sorting}
      />
    </div>
  );
}
