import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import { readingColumns } from './reading-columns.tsx';

type ReadingTableProps = {
  rows: readonly TReadingRow[] | undefined;
  entry: ReadingEntry;
  /** The cycle a meter is marked estimated in; null hides marking (no permission). */
  markCycleId: number | null;
  /** A closed cycle whose readings ADMIN/DEV may correct (decision 027); null otherwise. */
  correctCycleId?: number | null;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
};

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
