import type { TReceiptSummaryRow } from '@prapa/contracts/payments';
import { useTranslation } from 'react-i18next';

type MethodFields = Pick<TReceiptSummaryRow, 'method' | 'bank_code' | 'bank_channel'>;

/**
 * How a receipt was paid, short enough for a table cell (docs/decisions/020): เงินสด, or
 * ธนาคาร with the bank code and the channel ('ธนาคาร 014 · ATM'), or ยอดเงินคงเหลือ for a bill
 * the member's credit balance settled (decision 031).
 */
export function PaymentMethodText({ receipt }: { receipt: MethodFields }) {
  const { t } = useTranslation('payments');
  return (
    <span data-method={receipt.method}>
      {receipt.method === 'bank'
        ? t('methodShort.bank', {
            bank: receipt.bank_code ?? '-',
            channel: receipt.bank_channel || '-',
          })
        : t(`methodShort.${receipt.method}`)}
    </span>
  );
}
