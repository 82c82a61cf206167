import { List, Text } from '@mantine/core';
import { formatThaiDateTime } from '@prapa/domain/thai-date';
import { useTranslation } from 'react-i18next';
import { useClientOutcomes } from '../api/get-client-outcomes.ts';

/** Every outcome recorded for the member, newest first: the checks stay after the row leaves. */
export function OutcomeHistory({ clientId }: { clientId: number }) {
  const { t } = useTranslation('investigation');
  const outcomes = useClientOutcomes(clientId);
  if (!outcomes.data) return null;
  if (outcomes.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('row.noHistory')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2}>
      {outcomes.data.map((item) => (
        <List.Item key={item.id}>
          {t('row.historyItem', {
            cycle: item.bill_cycle_name,
            outcome: t(`outcomes.${item.outcome}`),
            who: item.recorded_by_name ?? '–',
            when: formatThaiDateTime(new Date(item.recorded_at), 'short'),
          })}
          {item.note ? ` — ${item.note}` : ''}
        </List.Item>
      ))}
    </List>
  );
}
