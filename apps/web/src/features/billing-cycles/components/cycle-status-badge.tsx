import { Badge } from '@mantine/core';
import type { TBillingCycleStatus } from '@prapa/contracts/billing-cycles';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TBillingCycleStatus, string> = { open: 'green', closed: 'gray' };

export function CycleStatusBadge({ status }: { status: TBillingCycleStatus }) {
  const { t } = useTranslation('billing-cycles');
  return (
    <Badge variant="light" color={COLOURS[status]} radius="sm" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
