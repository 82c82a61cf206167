import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { TBankImportLine, TBankImportSummary } from '@prapa/contracts/bank-import';
import { formatBaht } from '@prapa/domain/money';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatDocumentDateTime } from '../../../lib/dates.ts';
import { showError } from '../../../lib/show-error.ts';
import {
  BANK_IMPORTS_PAGE_SIZE,
  downloadBankFile,
  useBankImport,
  useBankImports,
} from '../api/bank-import-api.ts';
import { BankLinesTable } from './bank-lines-table.tsx';
import { BankTotals } from './bank-totals.tsx';
import { ResolveLineModal } from './resolve-line-modal.tsx';

type Totals = 'line' | 'applied' | 'held' | 'rejected' | 'refunded';

/** The check tab: the imported files a page at a time, newest first; one opened with its lines. */
export function BankCheckPanel() {
  const { t } = useTranslation('bank-import');
  const [page, setPage] = useState(1);
  const imports = useBankImports(page);
  const [open, setOpen] = useState<number | null>(null);
  const detail = useBankImport(open);
  const [resolving, setResolving] = useState<TBankImportLine | null>(null);

  const totals = (key: Totals, title: string): DataTableColumn<TBankImportSummary> => ({
    accessor: `${key}_count`,
    title,
    noWrap: true,
    render: (row) =>
      t('totals.value', {
        count: row[`${key}_count`],
        amount: formatBaht(key === 'line' ? row.file_total_satang : row[`${key}_satang`]),
      }),
  });
  const columns: DataTableColumn<TBankImportSummary>[] = [
    { accessor: 'file_name', title: t('check.file'), noWrap: true },
    {
      accessor: 'account_no',
      title: t('check.bank'),
      noWrap: true,
      render: (row) => `${row.bank_code} ${row.account_no}`,
    },
    totals('line', t('totals.file')),
    totals('applied', t('totals.applied')),
    totals('held', t('totals.held')),
    totals('rejected', t('totals.rejected')),
    totals('refunded', t('totals.refunded')),
    {
      accessor: 'confirmed_at',
      title: t('check.by'),
      noWrap: true,
      render: (row) =>
        t('check.byValue', {
          name: row.confirmed_by,
          date: formatDocumentDateTime(row.confirmed_at),
        }),
    },
    {
      accessor: 'id',
      title: '',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setOpen(row.id)}>
            {t('check.open')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => downloadBankFile(row.id, row.file_name).catch(showError)}
          >
            {t('check.download')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Box data-testid="bank-imports">
        <DataTable<TBankImportSummary>
          columns={columns}
          records={imports.data?.rows}
          loading={imports.isPending}
          dataName={t('check.dataName')}
          totalRecords={imports.data?.total ?? 0}
          recordsPerPage={BANK_IMPORTS_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
        />
      </Box>
      {detail.data ? (
        <Stack gap="sm">
          <Text fw={700}>{detail.data.file_name}</Text>
          <BankTotals totals={detail.data} />
          <BankLinesTable lines={detail.data.lines} onResolve={setResolving} />
          <ResolveLineModal
            importId={detail.data.id}
            line={resolving}
            onClose={() => setResolving(null)}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
