import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TDebtSummaryRow } from '@prapa/contracts/payments';
import { formatBaht, sumSatang } from '@prapa/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaNativeSelect } from '../../../components/ui/area-native-select.tsx';
import { HIDE_ON_PHONE } from '../../../components/ui/hide-on-phone.ts';
import { type SimpleColumn, SimpleTable } from '../../../components/ui/simple-table.tsx';
import { useDebtSummary } from '../api/get-debt-summary.ts';
import { PanelError } from './panel-error.tsx';

/** Unpaid money per area (debt/summarize), for all areas or the one chosen. */
export function DebtSummaryTable() {
  const { t } = useTranslation('dashboard');
  const [areaId, setAreaId] = useState<number | null>(null);
  const summary = useDebtSummary(areaId);
  const rows = summary.data ?? [];
  const columns: SimpleColumn<TDebtSummaryRow>[] = [
    {
      key: 'area_name',
      title: t('summary.area'),
      render: (row) => `${row.area_code} · ${row.area_name}`,
    },
    {
      key: 'clients_with_debt',
      title: t('summary.clients'),
      align: 'right',
      render: (row) => row.clients_with_debt,
    },
    {
      key: 'clients_overdue',
      title: t('summary.overdueClients'),
      align: 'right',
      // On a phone the area, its debtors and the two amounts stay in view (issue 19).
      className: HIDE_ON_PHONE,
      render: (row) => row.clients_overdue,
    },
    {
      key: 'unpaid_invoices',
      title: t('summary.invoices'),
      align: 'right',
      className: HIDE_ON_PHONE,
      render: (row) => row.unpaid_invoices,
    },
    {
      key: 'unpaid',
      title: t('summary.unpaid'),
      align: 'right',
      render: (row) => formatBaht(row.unpaid),
    },
    {
      key: 'overdue',
      title: t('summary.overdue'),
      align: 'right',
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
          <AreaNativeSelect
            label={t('summary.area')}
            allLabel={t('summary.allAreas')}
            value={areaId}
            onChange={setAreaId}
            w={260}
          />
        </Group>
        <PanelError error={summary.error} />
        <SimpleTable<TDebtSummaryRow>
          columns={columns}
          records={summary.data}
          rowKey={(row) => row.area_id}
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
