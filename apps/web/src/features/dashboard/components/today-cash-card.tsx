import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { useTodayCash } from '../api/get-today-cash.ts';
import { PanelError } from './panel-error.tsx';

/** Cash taken today at the counter (voided receipts left out, and counted separately). */
export function TodayCashCard() {
  const { t } = useTranslation('dashboard');
  const today = useTodayCash();
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('today.title')}
        </Title>
        <PanelError error={today.error} />
        {today.data ? (
          <>
            <Text
              fz={30}
              fw={700}
              data-testid="today-cash"
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {t('today.amount', { amount: formatBaht(today.data.amount) })}
            </Text>
            <Text size="sm">{t('today.receipts', { count: today.data.receipts })}</Text>
            {today.data.voided > 0 ? (
              <Text size="sm" c="red">
                {t('today.voided', { count: today.data.voided })}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('today.date', { date: formatDocumentDate(today.data.date, 'short') })}
            </Text>
          </>
        ) : today.error ? null : (
          <Skeleton height={40} />
        )}
      </Stack>
    </Paper>
  );
}
