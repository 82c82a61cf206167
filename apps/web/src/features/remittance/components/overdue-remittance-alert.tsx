import { Alert, Anchor } from '@mantine/core';
import { PAGE } from '@prapa/domain/access-list';
import { formatBaht } from '@prapa/domain/money';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverdueRemittance } from '../api/overdue-remittance.ts';
import { thaiDay } from '../thai-day.ts';

/** ADMIN's dashboard: money collected and still not remitted past its deadline. */
export function OverdueRemittanceAlert({ enabled }: { enabled: boolean }) {
  const overdue = useOverdueRemittance(enabled);
  const data = overdue.data;
  if (!enabled || !data || data.late_days === 0) return null;
  return (
    <Suspense fallback={null}>
      <OverdueText data={data} />
    </Suspense>
  );
}

type Overdue = NonNullable<ReturnType<typeof useOverdueRemittance>['data']>;

function OverdueText({ data }: { data: Overdue }) {
  const { t } = useTranslation('remittance-overdue');
  return (
    <Alert color="red" title={t('title')} role="alert">
      {t('text', {
        days: data.late_days,
        oldest: data.oldest ? thaiDay(data.oldest) : '-',
        amount: formatBaht(data.amount),
      })}{' '}
      <Anchor component={Link} to={PAGE.accounting}>
        {t('link')}
      </Anchor>
    </Alert>
  );
}
