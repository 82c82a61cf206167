import { notifications } from '@mantine/notifications';
import type { TClientLookupItem } from '@prapa/contracts/clients';
import type { TSetPaymentRequest } from '@prapa/contracts/payments';
import { formatBaht } from '@prapa/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { receiptPrintPath } from '../../../lib/document-paths.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { useSetPayment } from '../api/set-payment.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';

export type PaymentDraft = {
  client: TClientLookupItem;
  invoiceIds: number[];
  totalSatang: number;
  receivedSatang: number;
  payer: string;
  outOfOrder: boolean;
  /** ADMIN only: satang of the cash kept as the member's credit (decision 031). */
  advanceSatang?: number;
};

/** Confirm, pay with the attempt's idempotency key, then open the receipt; refusals stay on screen. */
export function useTakePayment() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const pay = useSetPayment();
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (draft: PaymentDraft) => {
    const change = draft.receivedSatang - draft.totalSatang;
    const sure = await confirmAction({
      title: t('confirm.title'),
      message: [
        t('confirm.message', {
          count: draft.invoiceIds.length,
          name: draft.client.fullname,
          total: formatBaht(draft.totalSatang),
          received: formatBaht(draft.receivedSatang),
          change: formatBaht(change),
        }),
        draft.outOfOrder ? ` ${t('confirm.outOfOrder')}` : '',
      ].join(''),
      confirmLabel: t('confirm.confirm'),
      // The cashier's hands stay on the keyboard: Enter confirms.
      focusConfirm: true,
    });
    if (!sure) return;
    const request: TSetPaymentRequest = {
      invoices: draft.invoiceIds,
      received: draft.receivedSatang,
      ...(draft.payer.trim() ? { payment_no: draft.payer.trim() } : {}),
      ...(draft.outOfOrder ? { override_order: true } : {}),
      ...(draft.advanceSatang ? { advance: draft.advanceSatang } : {}),
    };
    setFailure(null);
    try {
      const receipt = await pay.mutateAsync({
        request,
        idempotencyKey: idempotency.keyFor(request),
      });
      idempotency.reset();
      notifications.show({ color: 'green', message: t('paid', { no: receipt.receipt_no }) });
      navigate(receiptPrintPath(receipt.id));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return {
    run,
    submitting: pay.isPending,
    failure,
    clearFailure: () => setFailure(null),
  };
}
