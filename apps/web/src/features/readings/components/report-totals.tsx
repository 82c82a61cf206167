import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportTotals as Totals } from '../utils/report-totals.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** Meters, recorded meters and total units of the rows shown. */
export function ReportTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('readings');
  const number = (value: number) => t('report.number', { value });
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }} aria-label={t('report.totals')}>
      <Stat label={t('report.meters')} value={number(totals.meters)} />
      <Stat label={t('report.recorded')} value={number(totals.recorded)} />
      <Stat label={t('report.totalUnits')} value={number(totals.units)} />
    </SimpleGrid>
  );
}
