import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { TAccount } from '@prapa/contracts/accounts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditIcon } from '../../../components/ui/table-icons.tsx';
import { KeyIcon, LockIcon, LockOpenIcon } from './account-icons.tsx';

export type AccountRowActionsProps = {
  account: TAccount;
  /** The signed-in account: it may not disable itself (it would be signed out at once). */
  isSelf: boolean;
  /** False for an account ranked above the signed-in one: no action is offered on it. */
  manageable: boolean;
  onEdit: (account: TAccount) => void;
  onResetPassword: (account: TAccount) => void;
  onToggleDisabled: (account: TAccount) => void;
};

export function AccountRowActions(props: AccountRowActionsProps) {
  const { account, isSelf, manageable, onEdit, onResetPassword, onToggleDisabled } = props;
  const { t } = useTranslation('accounts');
  if (!manageable) {
    return (
      <Tooltip label={t('rowActions.aboveOwnRole')} withinPortal>
        <Text size="xs" c="dimmed" ta="center" aria-label={t('rowActions.aboveOwnRole')}>
          {t('rowActions.noActions')}
        </Text>
      </Tooltip>
    );
  }
  const names = { userName: account.user_name };
  const toggleKey = account.disabled ? 'enable' : 'disable';
  const toggleTip = isSelf && !account.disabled ? t('rowActions.selfDisable') : null;
  // The row itself opens the edit form; a button in it must do only its own job.
  const only = (action: (account: TAccount) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action(account);
  };

  return (
    <Group gap={4} justify="center" wrap="nowrap">
      <Tooltip label={t('rowActions.editShort')} withinPortal>
        <ActionIcon
          variant="subtle"
          color="blue"
          aria-label={t('rowActions.edit', names)}
          onClick={only(onEdit)}
        >
          <EditIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('rowActions.resetPasswordShort')} withinPortal>
        <ActionIcon
          variant="subtle"
          color="violet"
          aria-label={t('rowActions.resetPassword', names)}
          onClick={only(onResetPassword)}
        >
          <KeyIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={toggleTip ?? t(`rowActions.${toggleKey}Short`)} withinPortal>
        <ActionIcon
          variant="subtle"
          color={account.disabled ? 'green' : 'red'}
          aria-label={t(`rowActions.${toggleKey}`, names)}
          disabled={toggleTip !== null}
          onClick={only(onToggleDisabled)}
        >
          {account.disabled ? <LockOpenIcon /> : <LockIcon />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
