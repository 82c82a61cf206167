import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/show-error.ts';

/** The server's (Thai) reason a save failed, at the top of the form. */
export function AccountFormError({ error }: { error: unknown }) {
  const { t } = useTranslation('accounts');
  if (!error) return null;
  return (
    <Alert color="red" title={t('form.failedTitle')} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

export type AccountFormButtonsProps = {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
};

export function AccountFormButtons({ submitLabel, pending, onCancel }: AccountFormButtonsProps) {
  const { t } = useTranslation('accounts');
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
