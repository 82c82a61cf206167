import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The tariff editors need room for the tier table beside the preview; full screen on phones. */
export function TariffModal(props: Omit<ModalProps, 'size' | 'fullScreen'>) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      {...props}
      size={1100}
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    />
  );
}
