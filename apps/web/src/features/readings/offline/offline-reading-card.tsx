import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import { useTranslation } from 'react-i18next';
import { ReadingBadges } from '../components/reading-badges.tsx';
import { ReadingCardEntry } from '../components/reading-card-entry.tsx';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import type { PendingReading } from './offline-store.ts';

type OfflineReadingCardProps = {
  row: TReadingRow;
  index: number;
  entry: ReadingEntry;
  pending: PendingReading | undefined;
};

const STATE_COLOR = { waiting: 'blue', conflict: 'red', rejected: 'red' } as const;

/** One meter of the downloaded round, as on the online phone screen, with its sending state. */
export function OfflineReadingCard({ row, index, entry, pending }: OfflineReadingCardProps) {
  const { t } = useTranslation('readings');
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={row.fullname}>
      <Stack gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {formatMemberId(row.memberId)} · {row.fullname}
          </Text>
          <Text size="sm" c="dimmed">
            {t('card.where', { houseNo: row.house_no, meterNo: row.meterNo })}
          </Text>
        </Stack>
        <ReadingCardEntry row={row} index={index} entry={entry} />
        <Group gap={4} wrap="wrap">
          <ReadingBadges row={row} />
          {pending ? (
            <Badge
              variant="filled"
              color={STATE_COLOR[pending.state]}
              radius="sm"
              tt="none"
              size="sm"
            >
              {t(`offline.state.${pending.state}`)}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
