import {
  Button,
  Collapse,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TClient } from '@prapa/contracts/clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { useMeterHistory } from '../api/get-meter-history.ts';
import { MeterHistoryTable } from './meter-history-table.tsx';
import { ReplaceMeterForm } from './replace-meter-form.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/**
 * The meter installed now, the meters before it, and the form to replace it (open at once with
 * `startReplacing`: the investigation's "meter stuck" link).
 */
export function MeterSection({
  client,
  startReplacing = false,
}: {
  client: TClient;
  startReplacing?: boolean;
}) {
  const { t, i18n } = useTranslation('clients');
  const history = useMeterHistory(client.client_id);
  const [replacing, setReplacing] = useState(startReplacing);
  const none = t('detail.none');

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t('detail.meterTitle')}
        </Title>
        {!replacing ? (
          <Button size="xs" variant="light" onClick={() => setReplacing(true)}>
            {t('detail.replace')}
          </Button>
        ) : null}
      </Group>
      {client.meterNo ? (
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label={t('fields.meterNo')} value={client.meterNo} />
          <Fact label={t('fields.meterType')} value={client.meter_type_name ?? none} />
          <Fact label={t('fields.meterSize')} value={client.meterSize ?? none} />
          <Fact
            label={t('fields.installedOn')}
            value={
              client.installed_on ? formatIsoDateShort(client.installed_on, i18n.language) : none
            }
          />
          <Fact label={t('fields.initialReading')} value={String(client.initial_reading ?? none)} />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('detail.noMeter')}
        </Text>
      )}
      <Collapse expanded={replacing}>
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Title order={4} size="h6">
              {t('replace.title')}
            </Title>
            {replacing ? (
              <ReplaceMeterForm client={client} onDone={() => setReplacing(false)} />
            ) : null}
          </Stack>
        </Paper>
      </Collapse>
      <Divider />
      <Title order={3} size="h5">
        {t('detail.history')}
      </Title>
      {history.data ? <MeterHistoryTable meters={history.data} /> : null}
    </Stack>
  );
}
