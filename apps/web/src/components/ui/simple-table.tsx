import { Group, Skeleton, Table, Text } from '@mantine/core';
import { type Key, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SimpleColumn<T> = {
  key: string;
  title: ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number;
  /** On the header and every cell of the column (e.g. `HIDE_ON_PHONE` of hide-on-phone.ts). */
  className?: string;
  render: (row: T) => ReactNode;
};

type SimpleTableProps<T> = {
  columns: readonly SimpleColumn<T>[];
  records: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  loading?: boolean;
  /** Names the data in the empty state: 'ไม่พบข้อมูล ของ {dataName}'. */
  dataName?: string;
  /** Client-side pages of this many rows; 0: every row. @default 10 */
  recordsPerPage?: number;
  /** Below this width the table scrolls inside its box instead of squeezing its columns. */
  minWidth?: number;
};

const SKELETON_ROWS = 4;

// Mantine's Pagination (2.5 KB gzipped) is fetched only for a table with more than one page:
// the dashboard's panels rarely have one (decision 032).
const SimpleTablePagination = lazy(async () => ({
  default: (await import('./simple-table-pagination.tsx')).SimpleTablePagination,
}));

/**
 * A read-only table of a few rows for panels that need neither sorting, selection, filters nor
 * row actions (the dashboard): Mantine's own Table, without mantine-datatable (22 KB gzipped,
 * docs/decisions/032-dashboard-bundle.md). Scrolls sideways inside its own box on a phone.
 */
export function SimpleTable<T>({
  columns,
  records,
  rowKey,
  loading = false,
  dataName,
  recordsPerPage = 10,
  minWidth,
}: SimpleTableProps<T>) {
  const { t } = useTranslation('ui');
  const [page, setPage] = useState(1);
  const rows = records ?? [];
  const pages = recordsPerPage > 0 ? Math.max(1, Math.ceil(rows.length / recordsPerPage)) : 1;
  const current = Math.min(page, pages);
  const from = recordsPerPage > 0 ? (current - 1) * recordsPerPage : 0;
  const visible = recordsPerPage > 0 ? rows.slice(from, from + recordsPerPage) : rows;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Tr key={i}>
        {columns.map((column) => (
          <Table.Td key={column.key} className={column.className}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (visible.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text c="dimmed" ta="center" py="lg">
            {dataName ? t('table.noRecordsOf', { name: dataName }) : t('table.noRecords')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = visible.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align} className={column.className}>
            {column.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <div>
      <div style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover withTableBorder aria-busy={loading} miw={minWidth}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  w={column.width}
                  className={column.className}
                >
                  {column.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </div>
      {!loading && pages > 1 ? (
        <Group justify="space-between" mt="xs" gap="xs">
          <Text size="sm" c="dimmed">
            {t('table.pagination', {
              from: from + 1,
              to: from + visible.length,
              total: rows.length,
            })}
          </Text>
          <Suspense fallback={null}>
            <SimpleTablePagination total={pages} value={current} onChange={setPage} />
          </Suspense>
        </Group>
      ) : null}
    </div>
  );
}
