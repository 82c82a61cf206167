import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TAccount } from '@prapa/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { CreateAccountForm } from './create-account-form.tsx';
import { EditAccountForm } from './edit-account-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

export type AccountDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; account: TAccount }
  | { kind: 'reset'; account: TAccount }
  | null;

/** One modal for the three account forms; each opening mounts a fresh form. */
export function AccountDialog({
  state,
  onClose,
}: {
  state: AccountDialogState;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  // The create form is taller than a phone; there it gets the whole screen to scroll in.
  const phone = useMediaQuery('(max-width: 36em)');
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    onClose();
  };

  const title =
    state === null
      ? ''
      : state.kind === 'create'
        ? t('create.title')
        : t(`${state.kind}.title`, { userName: state.account.user_name });

  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {state?.kind === 'create' ? (
        <CreateAccountForm
          onCreated={(account) => done(t('create.success', { userName: account.user_name }))}
          onCancel={onClose}
        />
      ) : null}
      {state?.kind === 'edit' ? (
        <EditAccountForm
          account={state.account}
          onSaved={(account) => done(t('edit.success', { userName: account.user_name }))}
          onCancel={onClose}
        />
      ) : null}
      {state?.kind === 'reset' ? (
        <ResetPasswordForm
          account={state.account}
          onDone={() => done(t('reset.success', { userName: state.account.user_name }))}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
