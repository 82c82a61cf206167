import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CyclePeriod } from '../utils/next-cycle-period.ts';
import { OpenCycleForm } from './open-cycle-form.tsx';

type OpenCycleModalProps = { opened: boolean; initial: CyclePeriod; onClose: () => void };

export function OpenCycleModal({ opened, initial, onClose }: OpenCycleModalProps) {
  const { t } = useTranslation('billing-cycles');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('open.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {/* Mounted only while open, so each opening starts from the month after the newest cycle. */}
      {opened ? <OpenCycleForm initial={initial} onDone={onClose} /> : null}
    </Modal>
  );
}
