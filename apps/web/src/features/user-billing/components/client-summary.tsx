import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TClient } from '@prapa/contracts/clients';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { BillStateBadge } from '../../invoices/components/bill-state-badge.tsx';

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Who the page is about and what they owe now: the unpaid total, and of it what is past due
 * (`overdue`, summed from the invoices' own overdue flags; decision 014).
 */
export function ClientSummary({ client, overdue }: { client: TClient; overdue: number }) {
  const { t } = useTranslation('user-billing');
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Field label={t('details.memberId')} value={client.client_id} />
        <Field label={t('details.name')} value={client.fullname} />
        <Field
          label={t('details.address')}
          value={[client.house_no, client.address].filter(Boolean).join(' ')}
        />
        <Field label={t('details.area')} value={client.area_name} />
        <Field label={t('details.status')} value={client.status_name} />
        <Field label={t('details.meter')} value={client.meterNo ?? '-'} />
        <Field label={t('details.meterType')} value={client.meter_type_name ?? '-'} />
        <Field label={t('details.tariff')} value={client.tariff_group_name} />
        <Field
          label={t('details.debt')}
          value={t('details.baht', { amount: formatBaht(client.debt) })}
          testId="client-debt"
        />
        <div>
          <Text size="xs" c="dimmed">
            {t('details.overdue')}
          </Text>
          <Group gap="xs" data-testid="client-overdue">
            <Text fw={500}>{t('details.baht', { amount: formatBaht(overdue) })}</Text>
            <BillStateBadge state={client.owing} />
          </Group>
        </div>
      </SimpleGrid>
    </Paper>
  );
}
