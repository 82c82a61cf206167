import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TMeterType } from '@prapa/contracts/meter-types';
import { useTranslation } from 'react-i18next';
import { MeterTypeForm } from './meter-type-form.tsx';

type MeterTypeFormModalProps = {
  opened: boolean;
  meterType: TMeterType | null;
  onClose: () => void;
};

/** Add (meterType null) or edit one meter type. */
export function MeterTypeFormModal({ opened, meterType, onClose }: MeterTypeFormModalProps) {
  const { t } = useTranslation('config-meter-types');
  const onDone = (saved: boolean) => {
    if (saved) notifications.show({ color: 'green', message: t('form.saved') });
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={meterType ? t('form.editTitle') : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {opened ? <MeterTypeForm meterType={meterType} onDone={onDone} /> : null}
    </Modal>
  );
}
