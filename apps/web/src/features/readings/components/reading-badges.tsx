import { Badge, Group } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';

/**
 * Waiting or recorded, and why a reading is special: estimated, rolled over, unusual, water
 * cut (billed the meter fee only; units read while cut are a warning, decision 028).
 */
export function ReadingBadges({ row }: { row: TReadingRow }) {
  const { t } = useTranslation('readings');
  const badge = (key: string, label: string, color: string) => (
    <Badge key={key} variant="light" color={color} radius="sm" tt="none" size="sm">
      {label}
    </Badge>
  );
  return (
    <Group gap={4} wrap="wrap">
      {row.tag === 'recorded'
        ? badge('tag', t('tag.recorded'), 'green')
        : badge('tag', t('tag.waiting'), 'orange')}
      {row.note ? badge('note', t(`note.${row.note}`), 'grape') : null}
      {row.estimated ? badge('estimated', t('badges.estimated'), 'violet') : null}
      {row.rollover ? badge('rollover', t('badges.rollover'), 'cyan') : null}
      {row.flag ? badge('flag', t(`badges.flag.${row.flag}`), 'red') : null}
      {row.water_off ? badge('water_off', t('badges.waterOff'), 'gray') : null}
      {row.water_off && (row.diffUnit ?? 0) > 0
        ? badge('water_off_used', t('badges.waterOffUsed', { units: row.diffUnit }), 'red')
        : null}
    </Group>
  );
}
