import { Stack, Title } from '@mantine/core';
import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import './chart-setup';
import { ChartFade } from './chart-fade';
import { type MonthlyUsageRecord, toMonthlySeries } from './monthly-series';

/** CSS `pink`, spelled out because chart.js colour parsing of names depends on the canvas. */
export const MONTHLY_USAGE_COLOR = 'rgb(255, 192, 203)';

// Spec §2: the chart fills its box instead of keeping chart.js's default 2:1 shape.
const OPTIONS: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  scales: { y: { beginAtZero: true } },
};

export type MonthlyUsageChartProps = {
  /** undefined while loading: the chart stays invisible and fades in when records arrive. */
  records: readonly MonthlyUsageRecord[] | undefined;
  height?: number;
};

function useMonthLabels(): string[] {
  const { t } = useTranslation('ui');
  const months: unknown = t('chart.monthsShort', { returnObjects: true });
  return Array.isArray(months) ? months.map(String) : [];
}

export function MonthlyUsageChart({ records, height = 300 }: MonthlyUsageChartProps) {
  const { t } = useTranslation('ui');
  const title = t('chart.monthlyUsageTitle');
  const data: ChartData<'line', number[], string> = {
    labels: useMonthLabels(),
    datasets: [
      {
        label: t('chart.unit'),
        data: toMonthlySeries(records ?? []),
        borderColor: MONTHLY_USAGE_COLOR,
        backgroundColor: MONTHLY_USAGE_COLOR,
        borderWidth: 2,
      },
    ],
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ChartFade ready={records !== undefined} height={height}>
        <Line data={data} options={OPTIONS} role="img" aria-label={title} />
      </ChartFade>
    </Stack>
  );
}
