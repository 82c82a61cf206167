import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { TClientStatus } from '@prapa/contracts/client-statuses';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';

export function clientStatusColumns(
  t: TFunction<'config-statuses'>,
  language: string,
): DataTableColumn<TClientStatus>[] {
  const number = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'th-TH');
  return [
    {
      accessor: 'status_code',
      title: t('columns.code'),
      width: 84,
      render: (status) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch
            color={status.color}
            size={18}
            role="img"
            aria-label={t('colorLabel', { code: status.status_code, color: status.color })}
          />
          <Text size="sm" ff="monospace">
            {status.status_code}
          </Text>
        </Group>
      ),
    },
    {
      accessor: 'status_name',
      title: t('columns.name'),
      render: (status) => (
        <Stack gap={0}>
          <Text size="sm">{status.status_name}</Text>
          <Text size="xs" c="dimmed" lang="en">
            {status.status_name_en}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'client_count',
      title: t('columns.clientCount'),
      textAlign: 'right',
      render: (status) => number.format(status.client_count),
    },
  ];
}
