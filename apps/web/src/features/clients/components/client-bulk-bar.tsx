import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TClient } from '@prapa/contracts/clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintIcon } from '../../../components/ui/table-icons.tsx';
import { useNormalClients } from '../api/normal-clients.ts';
import { IgnoreReasonModal } from './ignore-reason-modal.tsx';

export type ClientBulkBarProps = {
  selected: TClient[];
  onClear: () => void;
  /** Prints the ticked rows, or the whole filtered list when none are ticked. */
  onPrintList: () => void;
  printing: boolean;
};

/** Actions on the ticked rows: leave out of / return to the bill run, print their list. */
export function ClientBulkBar({ selected, onClear, onPrintList, printing }: ClientBulkBarProps) {
  const { t } = useTranslation('clients');
  const [ignoring, setIgnoring] = useState<number[] | null>(null);
  const normal = useNormalClients();
  const ids = selected.map((client) => client.id);
  const done = (key: 'manage.ignoredDone' | 'manage.normalDone') => (result: { ids: number[] }) => {
    notifications.show({ color: 'green', message: t(key, { count: result.ids.length }) });
    onClear();
  };

  return (
    <Paper withBorder radius="md" px="sm" py="xs" bg={selected.length > 0 ? 'blue.0' : undefined}>
      <Group justify="space-between" gap="xs" role="toolbar" aria-label={t('manage.bulkActions')}>
        <Text
          size="sm"
          fw={selected.length > 0 ? 600 : 400}
          c={selected.length > 0 ? undefined : 'dimmed'}
        >
          {selected.length > 0
            ? t('manage.selected', { count: selected.length })
            : t('manage.noneSelected')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            color="grape"
            disabled={ids.length === 0}
            onClick={() => setIgnoring(ids)}
          >
            {t('manage.ignore')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={ids.length === 0}
            loading={normal.isPending}
            onClick={() => normal.mutate(ids, { onSuccess: done('manage.normalDone') })}
          >
            {t('manage.normal')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<PrintIcon />}
            loading={printing}
            onClick={onPrintList}
          >
            {t('manage.printList')}
          </Button>
          {selected.length > 0 ? (
            <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
              {t('manage.clearSelection')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <IgnoreReasonModal
        ids={ignoring}
        onClose={() => setIgnoring(null)}
        onDone={(changed) => {
          setIgnoring(null);
          done('manage.ignoredDone')({ ids: changed });
        }}
      />
    </Paper>
  );
}
