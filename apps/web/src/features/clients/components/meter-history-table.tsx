import { Badge, Table, Text } from '@mantine/core';
import type { TMeterHistoryItem } from '@prapa/contracts/meters';
import { useTranslation } from 'react-i18next';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';

/** Every meter the client has had, newest first. */
export function MeterHistoryTable({ meters }: { meters: readonly TMeterHistoryItem[] }) {
  const { t, i18n } = useTranslation('clients');
  const { t: tc } = useTranslation('invoice-corrections');
  const date = (iso: string) => formatIsoDateShort(iso, i18n.language);
  const period = (meter: TMeterHistoryItem) =>
    `${date(meter.installed_on)} – ${meter.removed_on ? date(meter.removed_on) : t('detail.now')}`;
  if (meters.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noHistory')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped withTableBorder fz="sm" aria-label={t('detail.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.meterNoShort')}</Table.Th>
            <Table.Th>{t('fields.meterType')}</Table.Th>
            <Table.Th>{t('fields.period')}</Table.Th>
            <Table.Th ta="right">{tc('replacement.lastReading')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {meters.map((meter) => (
            <Table.Tr key={meter.meter_id}>
              <Table.Td>
                {meter.meterNo}{' '}
                {meter.current ? (
                  <Badge size="xs" variant="light" color="green" tt="none">
                    {t('detail.current')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{meter.meter_type_name}</Table.Td>
              <Table.Td>{period(meter)}</Table.Td>
              {/* The real last reading: a removed meter's final one, else the latest recorded. */}
              <Table.Td ta="right">{meter.last_reading.toLocaleString('en-US')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
