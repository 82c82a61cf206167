import { Modal } from '@mantine/core';
import type { TClient } from '@prapa/contracts/clients';
import { formatMemberId } from '@prapa/domain/member-id';
import { useTranslation } from 'react-i18next';
import { ClientEditForm } from './client-edit-form.tsx';

type ClientEditModalProps = { client: TClient | null; opened: boolean; onClose: () => void };

export function ClientEditModal({ client, opened, onClose }: ClientEditModalProps) {
  const { t } = useTranslation('clients');
  return (
    <Modal
      opened={opened && client !== null}
      onClose={onClose}
      size="lg"
      centered
      title={client ? t('edit.title', { memberId: formatMemberId(client.memberId) }) : ''}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {/* Mounted only while open, so every opening starts from the row's current values. */}
      {opened && client ? <ClientEditForm client={client} onDone={onClose} /> : null}
    </Modal>
  );
}
