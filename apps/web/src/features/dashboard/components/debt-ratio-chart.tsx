import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { ChartFade } from '../../../components/ui/chart-fade.tsx';
import { SvgDoughnut } from '../../../components/ui/svg-charts.tsx';
import { useDebtRatio } from '../api/get-debt-ratio.ts';
import { PanelError } from './panel-error.tsx';

// Overdue in the "with debt" status colour family, due in amber, owing nothing in the calm one.
const COLOURS = ['#fa5252', '#fab005', '#40c057'];

/**
 * The doughnut of spec §2 (decision 014): clients who owe (a bill past due), clients whose
 * bills are issued but not yet due, and clients who owe nothing, with the counts in text.
 */
export function DebtRatioChart() {
  const { t } = useTranslation('dashboard');
  const ratio = useDebtRatio();
  const labels = [t('ratio.withDebt'), t('ratio.withDue'), t('ratio.withoutDebt')];
  const counts = [
    ratio.data?.with_debt ?? 0,
    ratio.data?.with_due ?? 0,
    ratio.data?.without_debt ?? 0,
  ];
  const slices = labels.map((label, index) => ({
    label,
    value: counts[index] ?? 0,
    colour: COLOURS[index] ?? '#868e96',
  }));
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('ratio.title')}
        </Title>
        <PanelError error={ratio.error} />
        <ChartFade ready={ratio.data !== undefined} height={200}>
          <SvgDoughnut slices={slices} label={t('ratio.title')} height={200} />
        </ChartFade>
        <Group gap="lg" justify="center" data-testid="debt-ratio">
          {labels.map((label, index) => (
            <Text key={label} size="sm">
              {label}: {t('ratio.count', { count: counts[index] })}
            </Text>
          ))}
        </Group>
        {ratio.data ? (
          <Text size="sm" c="dimmed" ta="center">
            {t('ratio.debtTotal', {
              amount: formatBaht(ratio.data.debt_total),
              overdue: formatBaht(ratio.data.overdue_total),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
