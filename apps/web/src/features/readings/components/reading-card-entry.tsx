import { Group, Stack, Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import { ReadingInput } from './reading-input.tsx';
import { ReadingPrevious } from './reading-previous.tsx';
import { ReadingUnitsCell } from './reading-units-cell.tsx';

type ReadingCardEntryProps = { row: TReadingRow; index: number; entry: ReadingEntry };

/** A phone card's middle line: the previous reading, the big input, the units beside it. */
export function ReadingCardEntry({ row, index, entry }: ReadingCardEntryProps) {
  const { t } = useTranslation('readings');
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Stack gap={0} w={96} style={{ flexShrink: 0 }}>
        <Text size="xs" c="dimmed">
          {t('fields.previous')}
        </Text>
        <ReadingPrevious row={row} />
      </Stack>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ReadingInput row={row} index={index} entry={entry} size="lg" />
      </div>
      <Stack gap={0} w={72} style={{ flexShrink: 0 }}>
        <Text size="xs" c="dimmed">
          {t('fields.units')}
        </Text>
        <ReadingUnitsCell row={row} value={entry.readingOf(row)} />
      </Stack>
    </Group>
  );
}
