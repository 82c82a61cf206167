import { type MantineColor, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/show-error.ts';
import { DialogActions } from './dialog-actions.tsx';

export type ReasonDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action means, above the reason. */
  message: ReactNode;
  reasonLabel: string;
  reasonHint?: string;
  reasonPlaceholder?: string;
  reasonMax?: number;
  /** The message beside the reason when it is blank or too short; "กรุณาระบุเหตุผล" by default. */
  reasonMissing?: string;
  /** Fewer characters than this (after trimming) count as missing; 1 by default. */
  reasonMin?: number;
  confirmLabel: string;
  confirmColor: MantineColor;
  /** Defaults to the shared "ยกเลิก". */
  backLabel?: string;
  pending: boolean;
  /** Fields of the action's own, between the message and the reason (e.g. a corrected value). */
  children?: ReactNode;
  /** Checks the action's own fields before the reason; false stops the submit. */
  validate?: () => boolean;
  /**
   * Shows a rejection beside one of the action's own fields; returns false when the error is
   * not about them (it is then shown as the dialog shows any other).
   */
  showFieldError?: (error: unknown) => boolean;
  /**
   * Sends the trimmed reason. The dialog empties itself once it resolves; a rejection is shown
   * in the dialog (a message about the reason beside it, anything else above the buttons).
   */
  send: (reason: string) => Promise<unknown>;
};

/**
 * Every action an office wants a reason on record for (cancelling a bill, voiding a receipt,
 * leaving members out of billing, deleting a file …) asks in the same dialog.
 */
export function ReasonDialog({
  opened,
  onClose,
  title,
  message,
  reasonLabel,
  reasonHint,
  reasonPlaceholder,
  reasonMax = 500,
  reasonMissing,
  reasonMin = 1,
  confirmLabel,
  confirmColor,
  backLabel,
  pending,
  children,
  validate,
  showFieldError,
  send,
}: ReasonDialogProps) {
  const { t } = useTranslation('ui');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setReason('');
    setReasonError(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    setFailure(null);
    if (validate && !validate()) return;
    if (trimmed.length < reasonMin) {
      setReasonError(reasonMissing ?? t('reason.required'));
      return;
    }
    try {
      await send(trimmed);
      reset();
    } catch (error) {
      if (showFieldError?.(error)) return;
      const aboutReason = isApiError(error)
        ? error.fields.find((field) => /(^|\.)reason$/.test(field.path))
        : undefined;
      if (aboutReason) setReasonError(aboutReason.message);
      else setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={title}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          {children}
          <Textarea
            label={reasonLabel}
            description={reasonHint}
            placeholder={reasonPlaceholder}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            withAsterisk
            rows={3}
            maxLength={reasonMax}
            // The action's own first field takes the focus when there is one.
            data-autofocus={children ? undefined : true}
          />
          <DialogActions
            failure={failure}
            onBack={close}
            backLabel={backLabel}
            confirmLabel={confirmLabel}
            confirmColor={confirmColor}
            pending={pending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
