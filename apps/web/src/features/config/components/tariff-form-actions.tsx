import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TariffFormActionsProps = {
  failure: string | null;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
};

/** The server's refusal, if any, above Cancel / Save. */
export function TariffFormActions({
  failure,
  saving,
  submitLabel,
  onCancel,
}: TariffFormActionsProps) {
  const { t } = useTranslation('config-tariff');
  return (
    <>
      {failure ? (
        <Alert color="red" title={t('form.failed')} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
