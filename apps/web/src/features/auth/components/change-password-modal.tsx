import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form.tsx';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const onDone = (changed: boolean) => {
    if (changed) notifications.show({ color: 'green', message: t('changePassword.success') });
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('changePassword.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {opened ? <ChangePasswordForm onDone={onDone} /> : null}
    </Modal>
  );
}
