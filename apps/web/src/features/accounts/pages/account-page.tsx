import { Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TAccount } from '@prapa/contracts/accounts';
import { canManageAccountOf } from '@prapa/domain/role-hierarchy';
import { isRoleNumber } from '@prapa/domain/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useSetAccountDisabled } from '../api/set-account-disabled.ts';
import { accountColumns } from '../components/account-columns.tsx';
import { AccountDialog, type AccountDialogState } from '../components/account-dialog.tsx';
import { AccountRowActions } from '../components/account-row-actions.tsx';

/** /customconfig/account: the accounts, with create, edit, disable/enable and password reset. */
export function AccountPage() {
  const { t, i18n } = useTranslation('accounts');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const accounts = useAccounts();
  const setDisabled = useSetAccountDisabled();
  const { user, role } = useSession();
  const manageable = (account: TAccount) =>
    role !== null && isRoleNumber(account.type) && canManageAccountOf(role, account.type);
  const [dialog, setDialog] = useState<AccountDialogState>(null);

  const toggleDisabled = async (account: TAccount) => {
    const key = account.disabled ? 'enable' : 'disable';
    const names = { userName: account.user_name, fullName: account.full_name };
    const confirmed = await confirmAction({
      title: t(`${key}.title`),
      message: t(`${key}.message`, names),
      confirmLabel: t(`${key}.confirm`),
      danger: !account.disabled,
    });
    if (!confirmed) return;
    setDisabled.mutate(
      { id: account.id, disabled: !account.disabled },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t(`${key}.success`, names) }),
      },
    );
  };

  const columns = accountColumns({
    t,
    language: i18n.language,
    renderActions: (account) => (
      <AccountRowActions
        account={account}
        isSelf={account.id === user.id}
        manageable={manageable(account)}
        onEdit={(row) => setDialog({ kind: 'edit', account: row })}
        onResetPassword={(row) => setDialog({ kind: 'reset', account: row })}
        onToggleDisabled={toggleDisabled}
      />
    ),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeader title={t('title')} description={t('lead')} />
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('add')}</Button>
      </Group>
      <DataTable<TAccount>
        columns={columns}
        records={accounts.data}
        loading={accounts.isPending}
        dataName={t('dataName')}
        onRowClick={(account) => {
          if (manageable(account)) setDialog({ kind: 'edit', account });
        }}
      />
      <AccountDialog state={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
