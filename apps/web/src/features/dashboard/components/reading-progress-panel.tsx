import { Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PAGE } from '@prapa/domain/access-list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReadingProgress } from '../api/get-reading-progress.ts';
import { PanelError } from './panel-error.tsx';

const percentOf = (noted: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((noted / total) * 100)) : 0;

/**
 * The meter reader's home (docs/decisions/015): how far reading has come in the open cycle,
 * overall and per area in route order. Counts only: no names, no money.
 */
export function ReadingProgressPanel() {
  const { t } = useTranslation('dashboard');
  const progress = useReadingProgress();
  const data = progress.data;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {t('reading.title')}
            </Title>
            {data ? (
              <Text size="sm" c="dimmed">
                {data.cycle
                  ? t('reading.cycle', { name: data.cycle.bill_cycle_name })
                  : t('reading.noCycle')}
              </Text>
            ) : null}
          </Stack>
          <Button component={Link} to={PAGE.manageMeter} variant="light">
            {t('reading.open')}
          </Button>
        </Group>
        <PanelError error={progress.error} />
        {data ? (
          <>
            <Stack gap={4}>
              <Text fw={700} fz={24} data-testid="reading-progress-total">
                {t('reading.total', { noted: data.count_noted, total: data.active_meter })}
              </Text>
              <Progress
                value={percentOf(data.count_noted, data.active_meter)}
                size="lg"
                radius="xl"
                aria-label={t('reading.total', {
                  noted: data.count_noted,
                  total: data.active_meter,
                })}
              />
              <Text size="sm" c="dimmed">
                {t('reading.remaining', {
                  count: Math.max(0, data.active_meter - data.count_noted),
                  percent: percentOf(data.count_noted, data.active_meter),
                })}
              </Text>
            </Stack>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.areas.map((area) => {
                const label = t('reading.area', {
                  name: area.area_name,
                  noted: area.count_noted,
                  total: area.active_meter,
                });
                return (
                  <li key={area.area_id}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate>
                        {area.area_name}
                      </Text>
                      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {area.count_noted}/{area.active_meter}
                      </Text>
                    </Group>
                    <Progress
                      value={percentOf(area.count_noted, area.active_meter)}
                      color={area.count_noted >= area.active_meter ? 'green' : 'blue'}
                      aria-label={label}
                    />
                  </li>
                );
              })}
            </Stack>
          </>
        ) : progress.error ? null : (
          <Skeleton height={80} />
        )}
      </Stack>
    </Paper>
  );
}
