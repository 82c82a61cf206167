import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TClient } from '@prapa/contracts/clients';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { BillStateBadge } from '../../invoices/components/bill-state-badge.tsx';
import { IgnoredBadge } from './ignored-badge.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useStatusNames } from './use-status-names.ts';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The client's own data as the drawer shows it. */
export function ClientInfo({ client }: { client: TClient }) {
  const { t, i18n } = useTranslation('clients');
  const statusNames = useStatusNames();
  const or = (value: string | null) => (value && value.trim() !== '' ? value : t('detail.none'));

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <StatusBadge
          code={client.status_code}
          name={statusNames[client.status_code] ?? client.status_name}
        />
        <IgnoredBadge ignored={client.ignored} />
        {client.owing === 'none' ? null : <BillStateBadge state={client.owing} />}
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Item label={t('fields.houseNo')} value={or(client.house_no)} />
        <Item label={t('fields.area')} value={`${client.area_code} · ${client.area_name}`} />
        <Item label={t('fields.address')} value={or(client.address)} />
        <Item label={t('fields.tariffGroup')} value={client.tariff_group_name} />
        <Item label={t('fields.phone')} value={or(client.phone)} />
        <Item label={t('fields.email')} value={or(client.email)} />
        <Item label={t('fields.waterNo')} value={or(client.waterNo)} />
        <Item label={t('fields.debt')} value={formatBaht(client.debt)} />
        <Item
          label={t('fields.createdDate')}
          value={formatIsoDateShort(client.created_date.slice(0, 10), i18n.language)}
        />
      </SimpleGrid>
    </Stack>
  );
}
