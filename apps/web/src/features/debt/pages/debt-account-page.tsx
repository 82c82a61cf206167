import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { DEBTOR_SORTS, type TAgingBucket, type TDebtorRow } from '@prapa/contracts/debt';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '../../../components/ui/area-select.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { type DebtorListQuery, useDebtors } from '../api/get-debtors.ts';
import { DebtTotals } from '../components/debt-totals.tsx';
import { debtorColumns } from '../components/debtor-columns.tsx';
import { MinAmountInput, MinMonthsInput } from '../components/debtor-filter-inputs.tsx';

const PAGE_SIZE = 20;
const SORT_OF: Record<string, DebtorListQuery['sort']> = {
  memberId: 'member_id',
  months: 'months',
  overdue_satang: 'amount',
  oldest_due: 'oldest_due',
};

/** /debtaccount: who owes what since when, aging, letters sent and disconnection state. */
export function DebtAccountPage() {
  const { t } = useTranslation('debt');
  useDocumentTitle(`${t('account.title')} · PRAPA`);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [minMonths, setMinMonths] = useState<number | null>(null);
  const [minBaht, setMinBaht] = useState<number | null>(null);
  const [bucket, setBucket] = useState<TAgingBucket | null>(null);
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<TDebtorRow>>({
    columnAccessor: 'overdue_satang',
    direction: 'desc',
  });
  const sort = SORT_OF[sortStatus.columnAccessor as string] ?? DEBTOR_SORTS[0];
  const list = useDebtors({
    areaId,
    minMonths,
    minAmountSatang: minBaht === null ? null : Math.round(minBaht * 100),
    bucket,
    q: debouncedQ,
    sort,
    order: sortStatus.direction,
    page,
    pageSize: PAGE_SIZE,
  });
  const changed =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="lg">
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <DebtTotals data={list.data} bucket={bucket} onBucket={changed(setBucket)} />
      <SimpleGrid
        cols={{ base: 1, sm: 4 }}
        spacing="sm"
        role="search"
        aria-label={t('filters.label')}
      >
        <TextInput
          label={t('filters.search')}
          value={q}
          onChange={(e) => changed(setQ)(e.currentTarget.value)}
        />
        <AreaSelect
          label={t('filters.area')}
          placeholder={t('filters.allAreas')}
          value={areaId}
          onChange={changed(setAreaId)}
        />
        <MinMonthsInput value={minMonths} onChange={changed(setMinMonths)} />
        <MinAmountInput value={minBaht} onChange={changed(setMinBaht)} />
      </SimpleGrid>
      {list.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      <DataTable<TDebtorRow>
        columns={debtorColumns(t, phone)}
        records={list.data?.rows}
        idAccessor="client_id"
        loading={list.isPending}
        dataName={t('account.dataName')}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        sortStatus={sortStatus}
        onSortStatusChange={(next) => {
          setSortStatus(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}
