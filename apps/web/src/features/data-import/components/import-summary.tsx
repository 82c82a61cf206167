import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TImportTotals } from '@prapa/contracts/data-import';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** The dry run's counts: rows, ready, with problems, problems, opening debts. */
export function ImportSummary({ totals }: { totals: TImportTotals }) {
  const { t } = useTranslation('data-import');
  const number = (n: number) => n.toLocaleString('th-TH');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <Stat label={t('summary.rows')} value={number(totals.rows)} />
      <Stat label={t('summary.rowsOk')} value={number(totals.rows_ok)} color="teal.8" />
      <Stat
        label={t('summary.rowsWithProblems')}
        value={number(totals.rows_with_problems)}
        {...(totals.rows_with_problems > 0 ? { color: 'red.8' } : {})}
      />
      <Stat
        label={t('summary.problems')}
        value={number(totals.problems)}
        {...(totals.problems > 0 ? { color: 'red.8' } : {})}
      />
      <Stat
        label={t('summary.openingDebts')}
        value={t('summary.openingDebtValue', {
          count: totals.opening_debts,
          amount: formatBaht(totals.opening_debt_total),
        })}
      />
    </SimpleGrid>
  );
}
