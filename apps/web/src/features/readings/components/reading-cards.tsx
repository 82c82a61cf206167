import { Center, Group, Pagination, Stack, Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import { ReadingCard } from './reading-card.tsx';
import type { ReadingListProps } from './reading-list-props.ts';

type ReadingCardsProps = ReadingListProps & { rows: readonly TReadingRow[] };

/** The reading list on a phone: one card per meter, no table to scroll sideways. */
export function ReadingCards(props: ReadingCardsProps) {
  const { rows, entry, markCycleId, total, page, pageSize, onPageChange, loading } = props;
  const { t } = useTranslation('readings');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (!loading && rows.length === 0) {
    return (
      <Center mih={120}>
        <Text c="dimmed">{t('manage.empty')}</Text>
      </Center>
    );
  }
  return (
    <Stack gap="sm" aria-busy={loading}>
      {rows.map((row, index) => (
        <ReadingCard
          key={row.meter_id}
          row={row}
          index={index}
          entry={entry}
          markCycleId={markCycleId}
          correctCycleId={props.correctCycleId ?? null}
        />
      ))}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('manage.range', {
            from: (page - 1) * pageSize + 1,
            to: Math.min(total, page * pageSize),
            total,
          })}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={page}
            onChange={onPageChange}
            size="sm"
            siblings={0}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? t('manage.previousPage') : t('manage.nextPage'),
            })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
