import { Badge, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TImportDryRun, TImportProblem, TImportRow } from '@prapa/contracts/data-import';
import { formatBaht } from '@prapa/domain/money';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';

type View = 'rows' | 'problemRows' | 'problems';

/** 50,000 rows page on the client, 20 at a time: the report is already in memory. */
const PER_PAGE = 20;

/** The dry run row by row (what each creates) or problem by problem (row, column, message). */
export function ImportReportTable({ report }: { report: TImportDryRun }) {
  const { t } = useTranslation('data-import');
  const [view, setView] = useState<View>(report.totals.problems > 0 ? 'problems' : 'rows');
  const problemRows = report.rows.filter((row) => row.problems > 0);
  // Three Thai labels do not fit a phone side by side.
  const narrow = useMediaQuery('(max-width: 36em)');

  const rowColumns: DataTableColumn<TImportRow>[] = [
    { accessor: 'row', title: t('columns.row'), textAlign: 'right', width: 70 },
    { accessor: 'fullname', title: t('columns.fullname') },
    { accessor: 'area', title: t('columns.area') },
    { accessor: 'meter_no', title: t('columns.meterNo') },
    { accessor: 'water_no', title: t('columns.waterNo'), render: (row) => row.water_no ?? '' },
    {
      accessor: 'last_reading',
      title: t('columns.lastReading'),
      textAlign: 'right',
      render: (row) => row.last_reading ?? '',
    },
    {
      accessor: 'opening_debt',
      title: t('columns.openingDebt'),
      textAlign: 'right',
      render: (row) => (row.opening_debt === null ? '' : formatBaht(row.opening_debt)),
    },
    {
      accessor: 'action',
      title: t('columns.result'),
      render: (row) =>
        row.action ? (
          <Badge color="teal" variant="light" radius="sm">
            {t(`action.${row.action}`)}
          </Badge>
        ) : (
          <Badge color="red" variant="light" radius="sm">
            {t('action.problems', { count: row.problems })}
          </Badge>
        ),
    },
  ];
  const problemColumns: DataTableColumn<TImportProblem & { key: number }>[] = [
    { accessor: 'row', title: t('columns.row'), textAlign: 'right', width: 70 },
    { accessor: 'column', title: t('columns.column'), width: 160 },
    { accessor: 'message', title: t('columns.message') },
  ];

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('view.label')}
        value={view}
        orientation={narrow ? 'vertical' : 'horizontal'}
        onChange={(next) => setView(next as View)}
        data={[
          { value: 'rows', label: t('view.rows', { count: report.rows.length }) },
          { value: 'problemRows', label: t('view.problemRows', { count: problemRows.length }) },
          { value: 'problems', label: t('view.problems', { count: report.problems.length }) },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {view === 'problems' ? (
        <DataTable
          key="problems"
          columns={problemColumns}
          records={report.problems.map((problem, key) => ({ ...problem, key }))}
          idAccessor="key"
          recordsPerPage={PER_PAGE}
          dataName={t('columns.message')}
        />
      ) : (
        <DataTable
          key={view}
          columns={rowColumns}
          records={view === 'rows' ? report.rows : problemRows}
          idAccessor="row"
          recordsPerPage={PER_PAGE}
          dataName={t('dataName')}
        />
      )}
    </Stack>
  );
}
