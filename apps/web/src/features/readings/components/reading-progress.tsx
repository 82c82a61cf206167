import { Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountNoted } from '../api/get-count-noted.ts';

/** How far the cycle's reading has come (count-noted-meter), updated after every save. */
export function ReadingProgress({ cycleId }: { cycleId: number | null }) {
  const { t } = useTranslation('readings');
  const count = useCountNoted(cycleId);
  if (cycleId === null) return null;
  const noted = count.data?.count_noted ?? 0;
  const total = count.data?.active_meter ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((noted / total) * 100)) : 0;
  const label = t('progress.label', { noted, total });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs">
          {count.isPending ? (
            <Skeleton height={24} width={200} />
          ) : (
            <Text fw={600} size="lg" aria-live="polite" data-testid="reading-progress">
              {label}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('progress.remaining', { count: Math.max(0, total - noted), percent })}
          </Text>
        </Group>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          color={total > 0 && noted >= total ? 'green' : 'blue'}
          aria-label={label}
        />
      </Stack>
    </Paper>
  );
}
