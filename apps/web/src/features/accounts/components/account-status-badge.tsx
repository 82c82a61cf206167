import { Badge, Tooltip } from '@mantine/core';
import type { TAccount } from '@prapa/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { formatAccountDateTime } from './account-date-time.ts';
import { accountStatus } from './account-status.ts';

const COLOR = { active: 'green', disabled: 'gray', throttled: 'orange' } as const;
const BADGE_STYLES = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

export function AccountStatusBadge({ account }: { account: TAccount }) {
  const { t, i18n } = useTranslation('accounts');
  const status = accountStatus(account);
  const badge = (
    // The label would otherwise shrink to an ellipsis when the table sizes its columns.
    <Badge color={COLOR[status]} variant="light" radius="sm" styles={BADGE_STYLES}>
      {t(`status.${status}`)}
    </Badge>
  );
  if (status !== 'throttled' || !account.throttled_until) return badge;
  const time = formatAccountDateTime(account.throttled_until, i18n.language);
  return (
    <Tooltip label={t('status.throttledUntil', { time })} withinPortal multiline maw={260}>
      {badge}
    </Tooltip>
  );
}
