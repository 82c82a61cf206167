import { Stack, Text } from '@mantine/core';
import type { TAccount } from '@prapa/contracts/accounts';
import { PERMISSION_FLAG_KEYS } from '@prapa/domain/roles';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { FlagColumnTitle, FlagMark } from '../../../components/ui/permission-flags.tsx';
import { formatAccountDateTime } from './account-date-time.ts';
import { AccountStatusBadge } from './account-status-badge.tsx';

export type AccountColumnOptions = {
  t: TFunction<'accounts'>;
  language: string;
  renderActions: (account: TAccount) => ReactNode;
};

/** Two lines per cell where two facts belong together, so the table fits an office screen. */
export function accountColumns({
  t,
  language,
  renderActions,
}: AccountColumnOptions): DataTableColumn<TAccount>[] {
  const flagColumns: DataTableColumn<TAccount>[] = PERMISSION_FLAG_KEYS.map((key) => ({
    accessor: key,
    title: <FlagColumnTitle flag={key} />,
    textAlign: 'center',
    width: 68,
    render: (account) => <FlagMark flag={key} granted={account[key]} />,
  }));

  return [
    {
      accessor: 'user_name',
      title: t('columns.user'),
      render: (account) => (
        <Stack gap={0} miw={140}>
          <Text size="sm" fw={500}>
            {account.full_name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {account.user_name}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'type',
      title: t('columns.roleLevel'),
      render: (account) => (
        <Stack gap={0} miw={120}>
          <Text size="sm">{language === 'en' ? account.role_name : account.role_name_th}</Text>
          <Text size="xs" c="dimmed">
            {t(`level.${account.level}`)}
          </Text>
        </Stack>
      ),
    },
    ...flagColumns,
    {
      accessor: 'disabled',
      title: t('columns.status'),
      noWrap: true,
      render: (account) => <AccountStatusBadge account={account} />,
    },
    {
      accessor: 'last_login_at',
      title: t('columns.lastLogin'),
      noWrap: true,
      render: (account) =>
        account.last_login_at ? (
          formatAccountDateTime(account.last_login_at, language)
        ) : (
          <Text size="sm" c="dimmed">
            {t('neverSignedIn')}
          </Text>
        ),
    },
    {
      accessor: 'actions',
      title: t('columns.actions'),
      textAlign: 'center',
      width: 124,
      render: renderActions,
    },
  ];
}
