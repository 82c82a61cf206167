import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { sortRecords } from './sort-records.ts';

/**
 * The sort state of a DataTable that holds all its rows in the browser, and the rows sorted by
 * it (undefined while they load). Spread the result into the DataTable's props.
 */
export function useSortedRecords<T>(
  data: readonly T[] | undefined,
  initial: DataTableSortStatus<T>,
) {
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<T>>(initial);
  const records = useMemo(
    () => (data ? sortRecords(data, sortStatus) : undefined),
    [data, sortStatus],
  );
  return { records, sortStatus, onSortStatusChange: setSortStatus };
}
