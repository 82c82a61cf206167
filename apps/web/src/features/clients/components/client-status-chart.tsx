import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { STATUS_CODES, STATUS_COLOURS, statusKey } from '@prapa/domain/client-status';
import { useTranslation } from 'react-i18next';
import { ChartFade } from '../../../components/ui/chart-fade.tsx';
import { SvgBars } from '../../../components/ui/svg-charts.tsx';
import { useGroupTotal } from '../api/get-group-total.ts';
import { useStatusNames } from './use-status-names.ts';

/**
 * Spec §2: the four counts in the order active, active with debt, inactive, inactive with debt,
 * each in its fixed colour. The same counts are listed beside the bars for reading and for
 * screen readers.
 */
export function ClientStatusChart() {
  // A namespace of its own: the dashboard shows this panel without the clients pages' texts.
  const { t } = useTranslation('client-counts');
  const totals = useGroupTotal();
  const names = useStatusNames();
  const counts = STATUS_CODES.map((code) => totals.data?.[statusKey(code)] ?? 0);
  const labels = STATUS_CODES.map((code) => names[code] ?? code);
  const colours = STATUS_CODES.map((code) => STATUS_COLOURS[statusKey(code)]);
  const slices = labels.map((label, index) => ({
    label,
    value: counts[index] ?? 0,
    colour: colours[index] ?? '#868e96',
  }));
  const total = counts.reduce((sum, count) => sum + count, 0);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h5">
              {t('chart.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('chart.total', { count: total })}
            </Text>
          </Group>
          <ul aria-label={t('chart.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {STATUS_CODES.map((code, index) => (
              <Group
                key={code}
                component="li"
                justify="space-between"
                gap="xs"
                py={4}
                wrap="nowrap"
              >
                <Group gap={8} wrap="nowrap">
                  <Box w={12} h={12} style={{ borderRadius: 3, background: colours[index] }} />
                  <Text size="sm">{labels[index]}</Text>
                </Group>
                <Text size="sm" fw={600} data-testid={`status-count-${code}`}>
                  {t('chart.count', { count: counts[index] })}
                </Text>
              </Group>
            ))}
          </ul>
        </Stack>
        <ChartFade ready={totals.data !== undefined} height={180}>
          <SvgBars slices={slices} label={t('chart.title')} height={180} />
        </ChartFade>
      </SimpleGrid>
    </Paper>
  );
}
