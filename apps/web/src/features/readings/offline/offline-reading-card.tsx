import { Badge, Group, Paper, Stack } from '@mantine/core';
import type { TReadingNote } from '@prapa/contracts/billing-cycles';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import { ReadingBadges } from '../components/reading-badges.tsx';
import { ReadingCardWho } from '../components/reading-card.tsx';
import { ReadingCardEntry } from '../components/reading-card-entry.tsx';
import { ReadingNoteMenu } from '../components/reading-row-menu.tsx';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import type { PendingReading } from './offline-store.ts';

type OfflineReadingCardProps = {
  row: TReadingRow;
  index: number;
  entry: ReadingEntry;
  pending: PendingReading | undefined;
  /** Office staff may mark the meter as not read (an estimate); the meter reader may not. */
  onEstimate: ((note: TReadingNote) => void) | null;
};

const STATE_COLOR = { waiting: 'blue', conflict: 'red', rejected: 'red' } as const;

/** One meter of the downloaded round, as on the online phone screen, with its sending state. */
export function OfflineReadingCard({
  row,
  index,
  entry,
  pending,
  onEstimate,
}: OfflineReadingCardProps) {
  const { t } = useTranslation('readings');
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={row.fullname}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <ReadingCardWho row={row} />
          {onEstimate ? (
            <ReadingNoteMenu row={row} disabled={false} loading={false} onMark={onEstimate} />
          ) : null}
        </Group>
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
