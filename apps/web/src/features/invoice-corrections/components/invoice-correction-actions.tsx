import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TInvoice } from '@prapa/contracts/invoices';
import { PAGE } from '@prapa/domain/access-list';
import { formatMemberId } from '@prapa/domain/member-id';
import { ROLE } from '@prapa/domain/roles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { showError } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useReissueInvoice } from '../api/reissue-invoice.ts';

type InvoiceCorrectionActionsProps = {
  invoice: TInvoice;
  onCancel: (invoice: TInvoice) => void;
};

/**
 * ยกเลิกใบแจ้งหนี้ (ADMIN, unpaid water bills and balances) and, once cancelled, a link to
 * correct the reading and ออกใบแจ้งหนี้แทน (staff who may bill).
 */
export function InvoiceCorrectionActions({ invoice, onCancel }: InvoiceCorrectionActionsProps) {
  const { t } = useTranslation('invoice-corrections');
  const { role } = useSession();
  const reissue = useReissueInvoice();
  const isAdmin = role === ROLE.ADMIN || role === ROLE.DEV;
  const canBill = role !== null && role !== ROLE.VIEW;

  if (invoice.status === 'unpaid' && isAdmin) {
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => onCancel(invoice)}
        aria-label={t('actions.cancelNamed', { no: invoice.invoice_no })}
      >
        {t('actions.cancel')}
      </Button>
    );
  }
  if (
    invoice.status !== 'cancelled' ||
    invoice.replaced_by_invoice_no !== null ||
    invoice.kind !== 'water' ||
    !canBill
  ) {
    return null;
  }
  const onReissue = async () => {
    const sure = await confirmAction({
      title: t('reissue.title', { no: invoice.invoice_no }),
      message: t('reissue.message', { no: invoice.invoice_no, cycle: invoice.bill_cycle_name }),
      confirmLabel: t('reissue.confirm'),
    });
    if (!sure) return;
    try {
      const issued = await reissue.mutateAsync(invoice.id);
      notifications.show({
        color: 'green',
        message: t('reissue.done', { no: issued.invoice_no, old: invoice.invoice_no }),
      });
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        component={Link}
        to={`${PAGE.manageMeter}?cycle=${invoice.cycle_id}&q=${formatMemberId(invoice.memberId)}`}
        size="compact-sm"
        variant="subtle"
      >
        {t('actions.editReading')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        onClick={onReissue}
        loading={reissue.isPending}
        aria-label={t('actions.reissueNamed', { no: invoice.invoice_no })}
      >
        {t('actions.reissue')}
      </Button>
    </Group>
  );
}
