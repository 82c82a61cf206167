import { Stack, Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';

/** The previous reading with the date it was taken. */
export function ReadingPrevious({ row }: { row: TReadingRow }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0}>
      <Text
        size="sm"
        fw={500}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="previous-reading"
      >
        {row.previousMeter}
      </Text>
      {row.previousMeterDate ? (
        <Text size="xs" c="dimmed">
          {formatIsoDateShort(row.previousMeterDate, i18n.language)}
        </Text>
      ) : null}
    </Stack>
  );
}
