import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type CycleProgressProps = { noted: number; total: number };

/** Meters recorded out of the meters to read, as a bar and as numbers. */
export function CycleProgress({ noted, total }: CycleProgressProps) {
  const { t } = useTranslation('billing-cycles');
  const percent = total > 0 ? Math.min(100, Math.round((noted / total) * 100)) : 0;
  const done = total > 0 && noted >= total;
  const label = t('progress.label', { noted, total });
  return (
    <Stack gap={4} miw={140}>
      <Progress
        value={percent}
        color={done ? 'green' : 'blue'}
        size="md"
        radius="xl"
        aria-label={label}
      />
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('progress.count', { noted, total })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('progress.percent', { percent })}
        </Text>
      </Group>
    </Stack>
  );
}
