import { Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';

/**
 * The first reading after a meter replacement bills both meters (decision 012): the old
 * meter's last units and the new meter's, one line each, under the units.
 */
export function ReplacementLines({ row }: { row: TReadingRow }) {
  const { t } = useTranslation('invoice-corrections');
  const old = row.replaced_meter;
  if (!old || row.currentMeter === null || row.diffUnit === null) return null;
  return (
    <div data-testid="replacement-lines">
      <Text size="xs" c="dimmed">
        {t('replacement.oldMeter', {
          meter: old.meterNo,
          from: old.from_reading,
          to: old.to_reading,
          units: old.units,
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('replacement.newMeter', {
          meter: row.meterNo,
          from: row.previousMeter,
          to: row.currentMeter,
          units: row.diffUnit - old.units,
        })}
      </Text>
    </div>
  );
}
