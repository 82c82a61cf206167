import { Stack, Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import { readingUnits } from '../utils/reading-units.ts';
import { ReplacementLines } from './replacement-lines.tsx';

type ReadingUnitsCellProps = { row: TReadingRow; value: number | null };

/** Units used, worked out from the typed reading as the reader types. */
export function ReadingUnitsCell({ row, value }: ReadingUnitsCellProps) {
  const { t } = useTranslation('readings');
  const result = readingUnits(row, value);
  if (result.kind === 'empty') {
    return (
      <Text size="sm" c="dimmed">
        {t('units.none')}
      </Text>
    );
  }
  if (result.kind === 'error') {
    return (
      <Text size="sm" c="red" fw={500}>
        {t('units.invalid')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="units">
        {t('units.value', { count: result.units })}
      </Text>
      {result.kind === 'rollover' ? (
        <Text size="xs" c="orange.8">
          {t('units.rollover')}
        </Text>
      ) : null}
      <ReplacementLines row={row} />
    </Stack>
  );
}
