import { billPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BankBarcode } from '../../../bill-check/bank-barcode.tsx';
import { QrCode } from '../../../bill-check/qr-code.tsx';

type PaymentCodesProps = {
  billerId: string;
  memberId: number;
  invoiceNo: string;
  amountSatang: number;
};

/**
 * The Thai QR (tag 30) and the bank's Code 128 barcode printed on a bill (docs/decisions/020),
 * both as SVG so they print sharply; nothing without a valid biller id.
 */
export function PaymentCodes(props: PaymentCodesProps) {
  const { t } = useTranslation('bank-import', { lng: 'th' });
  const codes = useMemo(() => billPaymentCodes(props), [props]);
  if (!codes) return null;
  return (
    <section
      data-testid="payment-codes"
      style={{ display: 'flex', gap: '3mm', alignItems: 'center', marginTop: '2mm' }}
    >
      <div style={{ width: '24mm', flex: 'none' }}>
        <QrCode payload={codes.qrPayload} label={t('codes.qr')} />
      </div>
      <div style={{ minWidth: 0, flex: 1 }}>
        <div style={{ fontSize: '0.85em' }}>{t('codes.scan')}</div>
        <div style={{ fontWeight: 700, fontSize: '0.85em' }}>
          Ref1 {codes.ref1} Ref2 {codes.ref2}
        </div>
        <BankBarcode
          barcode={codes.barcode}
          label={t('codes.barcode')}
          style={{ width: '100%', maxWidth: '70mm' }}
        />
        <div style={{ fontSize: '0.7em', overflowWrap: 'anywhere' }}>{codes.barcodeText}</div>
      </div>
    </section>
  );
}
