import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { readingColumns } from './reading-columns.tsx';
import type { ReadingListProps } from './reading-list-props.ts';

type ReadingTableProps = ReadingListProps & { rows: readonly TReadingRow[] | undefined };

/** The reading list on a desktop: the shared table, paged on the server. */
export function ReadingTable(props: ReadingTableProps) {
  const { rows, entry, markCycleId, total, page, pageSize, onPageChange, loading } = props;
  const { t } = useTranslation('readings');
  return (
    <DataTable<TReadingRow>
      columns={readingColumns(t, entry, markCycleId, props.correctCycleId ?? null)}
      records={rows}
      idAccessor="meter_id"
      loading={loading}
      dataName={t('manage.dataName')}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
