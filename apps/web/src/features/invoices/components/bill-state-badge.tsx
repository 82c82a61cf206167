import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An invoice's or a member's state (decision 014): paid, due (รอชำระ) or overdue (ค้างชำระ). */
export type BillBadgeState = 'paid' | 'due' | 'overdue' | 'none';

const COLOURS: Record<BillBadgeState, string> = {
  paid: 'green',
  due: 'yellow',
  overdue: 'red',
  none: 'gray',
};

export function billBadgeState(invoice: { paid: boolean; overdue: boolean }): BillBadgeState {
  if (invoice.paid) return 'paid';
  return invoice.overdue ? 'overdue' : 'due';
}

export function BillStateBadge({ state, size }: { state: BillBadgeState; size?: MantineSize }) {
  const { t } = useTranslation('common');
  return (
    <Badge color={COLOURS[state]} variant="light" data-bill-state={state} size={size}>
      {t(`billState.${state}`)}
    </Badge>
  );
}
