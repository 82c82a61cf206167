import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import { useTranslation } from 'react-i18next';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import { readingUnits, unitsOf } from '../utils/reading-units.ts';
import { CorrectClosedReadingButton } from './correct-closed-reading.tsx';
import { ReadingBadges } from './reading-badges.tsx';
import { ReadingCardEntry } from './reading-card-entry.tsx';
import { ReadingRowMenu } from './reading-row-menu.tsx';
import { WaterCostPopover } from './water-cost-popover.tsx';

type ReadingCardProps = {
  row: TReadingRow;
  index: number;
  entry: ReadingEntry;
  /** The cycle a meter is marked estimated in; null hides marking (no permission). */
  markCycleId: number | null;
  /** A closed cycle whose readings ADMIN/DEV may correct (decision 027); null otherwise. */
  correctCycleId?: number | null;
};

/** Who and where, the top of a meter's card (online and offline). */
export function ReadingCardWho({ row }: { row: TReadingRow }) {
  const { t } = useTranslation('readings');
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} truncate>
        {formatMemberId(row.memberId)} · {row.fullname}
      </Text>
      <Text size="sm" c="dimmed">
        {t('card.where', { houseNo: row.house_no, meterNo: row.meterNo })}
      </Text>
    </Stack>
  );
}

/** One meter on a phone: who and where on top, the big input with the units beside it. */
export function ReadingCard({ row, index, entry, markCycleId, correctCycleId }: ReadingCardProps) {
  const value = entry.readingOf(row);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={row.fullname}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <ReadingCardWho row={row} />
          <Group gap={0} wrap="nowrap">
            <WaterCostPopover row={row} units={unitsOf(readingUnits(row, value))} />
            {markCycleId === null ? null : (
              <ReadingRowMenu row={row} cycleId={markCycleId} entry={entry} />
            )}
            {correctCycleId ? (
              <CorrectClosedReadingButton row={row} cycleId={correctCycleId} />
            ) : null}
          </Group>
        </Group>
        <ReadingCardEntry row={row} index={index} entry={entry} />
        <ReadingBadges row={row} />
      </Stack>
    </Paper>
  );
}
