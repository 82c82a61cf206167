import { notifications } from '@mantine/notifications';
import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { useCloseBillingCycle } from '../api/close-billing-cycle.ts';
import { readingsLink } from './cycle-columns.tsx';

/**
 * Asks, closes, and when the server refuses because meters are still waiting, shows its message
 * and offers to open the reading screen on exactly those meters.
 */
export function useCloseCycle() {
  const { t } = useTranslation('billing-cycles');
  const navigate = useNavigate();
  const close = useCloseBillingCycle();

  const onRefused = async (cycle: TBillingCycle, message: string) => {
    const go = await confirmAction({
      title: t('close.refusedTitle', { name: cycle.bill_cycle_name }),
      message,
      confirmLabel: t('close.goRead'),
    });
    if (go) navigate(readingsLink(cycle, true));
  };

  const run = async (cycle: TBillingCycle) => {
    const name = cycle.bill_cycle_name;
    const sure = await confirmAction({
      title: t('close.title', { name }),
      message: t('close.message', { name }),
      confirmLabel: t('close.confirm'),
      danger: true,
    });
    if (!sure) return;
    try {
      await close.mutateAsync(cycle.id);
      notifications.show({ color: 'green', message: t('close.closed', { name }) });
    } catch (error) {
      if (isApiError(error) && error.status === 409) await onRefused(cycle, error.message);
      else showError(error);
    }
  };

  return { close: run, closingId: close.isPending ? (close.variables ?? null) : null };
}
