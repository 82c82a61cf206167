import { Alert, Button, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/show-error.ts';

type DialogActionsProps = {
  /** Why the last attempt failed, shown above the buttons; null while nothing has failed. */
  failure?: string | null;
  /** Or the failed request's error itself (a mutation's `error`), shown as its message. */
  error?: unknown;
  /** A heading over the failure. */
  failureTitle?: string;
  onBack: () => void;
  /** Defaults to the shared "ยกเลิก". */
  backLabel?: string;
  confirmLabel: string;
  confirmColor?: MantineColor;
  pending: boolean;
  disabled?: boolean;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
};

/**
 * The foot of every dialog that asks before it acts: what went wrong last time, then Back and
 * Confirm on the right. Placed as the last children of the dialog's Stack.
 */
export function DialogActions({
  failure,
  error,
  failureTitle,
  onBack,
  backLabel,
  confirmLabel,
  confirmColor,
  pending,
  disabled,
  onConfirm,
}: DialogActionsProps) {
  const { t } = useTranslation('ui');
  const shown = failure ?? (error ? errorMessage(error) : null);
  return (
    <>
      {shown ? (
        <Alert color="red" title={failureTitle} role="alert">
          {shown}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {backLabel ?? t('confirm.cancel')}
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={confirmColor}
          loading={pending}
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
