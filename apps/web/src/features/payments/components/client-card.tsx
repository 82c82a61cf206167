import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TClientLookupItem } from '@prapa/contracts/clients';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userBillingPath } from '../../../lib/document-paths.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

/** Who is paying: enough to be sure it is the right water user before taking money. */
export function ClientCard({
  client,
  onClear,
}: {
  client: TClientLookupItem;
  onClear: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Paper withBorder p="md" radius="md" data-testid="payment-client">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Field label={t('client.memberId')} value={client.client_id} />
        <Field label={t('client.name')} value={client.fullname} />
        <Field label={t('client.house')} value={client.house_no} />
        <Field label={t('client.area')} value={client.area_name} />
        <Field label={t('client.meter')} value={client.meterNo ?? '-'} />
        <Field label={t('client.status')} value={client.status_name} />
      </SimpleGrid>
      <Group gap="xs" mt="sm">
        <Button
          component={Link}
          to={userBillingPath(client.client_id)}
          variant="light"
          size="compact-sm"
        >
          {t('client.billing')}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('client.change')}
        </Button>
      </Group>
    </Paper>
  );
}
