import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TDebtSummaryRow } from '@prapa/contracts/payments';
import { formatBaht, sumSatang } from '@prapa/domain/money';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '../../../components/ui/area-select.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useDebtSummary } from '../api/get-debt-summary.ts';
import { PanelError } from './panel-error.tsx';

/** Unpaid money per area (debt/summarize), for all areas or the one chosen. */
export function DebtSummaryTable() {
  const { t } = useTranslation('dashboard');
  const [areaId, setAreaId] = useState<number | null>(null);
  const summary = useDebtSummary(areaId);
  const rows = summary.data ?? [];
  const columns: DataTableColumn<TDebtSummaryRow>[] = [
    {
      accessor: 'area_name',
      title: t('summary.area'),
      render: (row) => `${row.area_code} · ${row.area_name}`,
    },
    { accessor: 'clients_with_debt', title: t('summary.clients'), textAlign: 'right' },
    { accessor: 'clients_overdue', title: t('summary.overdueClients'), textAlign: 'right' },
    { accessor: 'unpaid_invoices', title: t('summary.invoices'), textAlign: 'right' },
    {
      accessor: 'unpaid',
      title: t('summary.unpaid'),
      textAlign: 'right',
      render: (row) => formatBaht(row.unpaid),
    },
    {
      accessor: 'overdue',
      title: t('summary.overdue'),
      textAlign: 'right',
      render: (row) => formatBaht(row.overdue),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h5">
            {t('summary.title')}
          </Title>
          <AreaSelect
            label={t('summary.area')}
            placeholder={t('summary.allAreas')}
            value={areaId}
            onChange={setAreaId}
            w={260}
          />
        </Group>
        <PanelError error={summary.error} />
        <DataTable<TDebtSummaryRow>
          columns={columns}
          records={summary.data}
          idAccessor="area_id"
          loading={summary.isPending}
          dataName={t('summary.dataName')}
        />
        {rows.length > 1 ? (
          <Text ta="right" fw={700} data-testid="debt-summary-total">
            {t('summary.total')} {formatBaht(sumSatang(rows.map((row) => row.unpaid)))}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
