import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import type { TClient } from '@prapa/contracts/clients';
import { PAGE } from '@prapa/domain/access-list';
import { isActive } from '@prapa/domain/client-status';
import { formatMemberId } from '@prapa/domain/member-id';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../api/get-client.ts';
import { ClientInfo } from './client-info.tsx';
import { MeterSection } from './meter-section.tsx';
import { type StatusAction, StatusChangeModal } from './status-change-modal.tsx';
import { StatusHistory } from './status-history.tsx';

type ClientDetailDrawerProps = {
  /** The clicked row; null when closed. */
  row: TClient | null;
  onClose: () => void;
  onEdit: (client: TClient) => void;
  /** Open with the meter-replacement form showing. */
  replaceMeter?: boolean;
};

/** A client at a glance: data, status actions and meters. */
export function ClientDetailDrawer({
  row,
  onClose,
  onEdit,
  replaceMeter = false,
}: ClientDetailDrawerProps) {
  const { t } = useTranslation('clients');
  const fresh = useClient(row?.id ?? null, row ?? undefined);
  const client = row ? (fresh.data ?? row) : null;
  const [action, setAction] = useState<StatusAction | null>(null);

  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        client ? (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('detail.title', { memberId: formatMemberId(client.memberId) })}
            </Text>
            <Text fw={700} size="lg">
              {client.fullname}
            </Text>
          </Stack>
        ) : null
      }
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {client ? (
        <Stack gap="md">
          <ClientInfo client={client} />
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => onEdit(client)}>
              {t('detail.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="teal"
              component={Link}
              to={`${PAGE.userBilling}/${client.client_id}`}
            >
              {t('detail.billing')}
            </Button>
            {isActive(client.status_code) ? (
              <Button size="xs" variant="light" color="red" onClick={() => setAction('cancel')}>
                {t('detail.cancel')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="green"
                onClick={() => setAction('reinstate')}
              >
                {t('detail.reinstate')}
              </Button>
            )}
          </Group>
          <Divider />
          <MeterSection key={client.id} client={client} startReplacing={replaceMeter} />
          <Divider />
          <StatusHistory clientId={client.id} />
          <StatusChangeModal client={client} action={action} onClose={() => setAction(null)} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
