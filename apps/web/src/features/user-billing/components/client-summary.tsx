import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TClient } from '@prapa/contracts/clients';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';

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

/** Who the page is about and what they owe now. */
export function ClientSummary({ client }: { client: TClient }) {
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
      </SimpleGrid>
    </Paper>
  );
}
