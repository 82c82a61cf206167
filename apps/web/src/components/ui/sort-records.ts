import type { DataTableSortStatus } from 'mantine-datatable';

const collator = new Intl.Collator('th', { numeric: true, sensitivity: 'base' });

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/**
 * For tables that hold all their rows in the browser: sorts a copy by the DataTable's sort status
 * (Thai collation, numbers numerically, dot paths like `area.name`). Empty cells stay at the end in
 * both directions so the rows with data are the ones the user sees first. Server-paged tables send
 * the sort status to the API instead.
 */
export function sortRecords<T>(records: readonly T[], status: DataTableSortStatus<T>): T[] {
  const path = status.sortKey ?? String(status.columnAccessor);
  const sign = status.direction === 'desc' ? -1 : 1;
  return [...records].sort((a, b) => {
    const left = valueAt(a, path);
    const right = valueAt(b, path);
    if (isEmpty(left) || isEmpty(right)) return Number(isEmpty(left)) - Number(isEmpty(right));
    return sign * compareValues(left, right);
  });
}
