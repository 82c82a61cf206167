import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TArea } from '@prapa/contracts/areas';
import { useTranslation } from 'react-i18next';
import { AreaForm } from './area-form.tsx';

type AreaFormModalProps = { opened: boolean; area: TArea | null; onClose: () => void };

/** Add (area null) or edit one area. */
export function AreaFormModal({ opened, area, onClose }: AreaFormModalProps) {
  const { t } = useTranslation('config-areas');
  const onDone = (saved: boolean) => {
    if (saved) notifications.show({ color: 'green', message: t('form.saved') });
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={area ? t('form.editTitle') : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {/* Mounted only while open, so every opening starts from the row's current values. */}
      {opened ? <AreaForm area={area} onDone={onDone} /> : null}
    </Modal>
  );
}
