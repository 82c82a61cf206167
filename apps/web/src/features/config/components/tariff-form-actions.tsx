import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

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
    <DialogActions
      failure={failure}
      failureTitle={t('form.failed')}
      onBack={onCancel}
      backLabel={t('form.cancel')}
      confirmLabel={submitLabel}
      pending={saving}
    />
  );
}
