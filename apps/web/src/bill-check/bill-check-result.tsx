import type { TBillCheckResult } from '@prapa/contracts/bill-check';
import { BankBarcode } from './bank-barcode.tsx';
import { formatBaht, formatDate } from './format.ts';
import { useI18n } from './i18n.tsx';
import { QrCode } from './qr-code.tsx';

/**
 * The answer: who (masked), the unpaid bills, the total, bills cancelled lately (ยกเลิก, with
 * the bill issued in their place; not owed), the last payment, the QR and the bank barcode.
 */
export function BillCheckResult({ result }: { result: TBillCheckResult }) {
  const { t, lang } = useI18n();
  const baht = (satang: number) => t('baht', { amount: formatBaht(satang) });

  return (
    <section className="card result" aria-labelledby="result-name">
      <dl className="who">
        <div>
          <dt>{t('name')}</dt>
          <dd id="result-name">{result.name}</dd>
        </div>
        <div>
          <dt>{t('area')}</dt>
          <dd>{result.area_name}</dd>
        </div>
      </dl>

      {result.bills.length === 0 ? (
        <p className="paid-up" role="status">
          {t('noDebt')}
        </p>
      ) : (
        <>
          <h2>{t('bills')}</h2>
          <ul className="bills">
            {result.bills.map((bill) => (
              <li key={bill.invoice_no}>
                <div className="bill-head">
                  <span className="cycle">
                    {bill.kind === 'opening' ? t('openingBalance') : bill.bill_cycle_name}
                  </span>
                  <span className="amount">{baht(bill.amount_satang)}</span>
                </div>
                <div className="bill-meta">
                  <span>{t('unitsValue', { units: bill.units })}</span>
                  <span>
                    {t('dueDate')} {formatDate(bill.due_date, lang)}
                  </span>
                </div>
                <div className="bill-meta">
                  <span>{t('invoiceNo', { no: bill.invoice_no })}</span>
                </div>
              </li>
            ))}
          </ul>
          <p className="total">
            <span>{t('total')}</span>
            <strong data-testid="total">{baht(result.total_satang)}</strong>
          </p>
        </>
      )}

      {result.cancelled.length > 0 ? (
        <>
          <h2>{t('cancelledBills')}</h2>
          <p className="cancelled-note">{t('cancelledNote')}</p>
          <ul className="cancelled-bills">
            {result.cancelled.map((bill) => (
              <li key={bill.invoice_no} data-cancelled={bill.invoice_no}>
                <div className="bill-head">
                  <span className="cycle">
                    {bill.kind === 'opening' ? t('openingBalance') : bill.bill_cycle_name}{' '}
                    <span className="cancelled-tag">{t('cancelledTag')}</span>
                  </span>
                  <s className="amount">{baht(bill.amount_satang)}</s>
                </div>
                <div className="bill-meta">
                  <span>{t('invoiceNo', { no: bill.invoice_no })}</span>
                  <span>{t('cancelledOn', { date: formatDate(bill.cancelled_date, lang) })}</span>
                </div>
                <div className="bill-meta">
                  <span>
                    {bill.replaced_by
                      ? t('replacedBy', { no: bill.replaced_by })
                      : t('notReplacedYet')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <p className="last-payment">
        {result.last_payment_date
          ? `${t('lastPayment')} ${formatDate(result.last_payment_date, lang)}${
              result.last_payment_method
                ? ` (${t(
                    result.last_payment_method === 'bank'
                      ? 'methodBank'
                      : result.last_payment_method === 'credit'
                        ? 'methodCredit'
                        : 'methodCash',
                  )})`
                : ''
            }`
          : t('neverPaid')}
      </p>

      {result.qr ? (
        <figure className="qr">
          <figcaption>
            <strong>{t('scanToPay')}</strong>
            <span className="qr-amount">{baht(result.qr.amount_satang)}</span>
          </figcaption>
          <QrCode
            payload={result.qr.payload}
            label={t('qrAlt', { amount: formatBaht(result.qr.amount_satang) })}
          />
          <small>{t('qrNote')}</small>
          <BankBarcode barcode={result.qr.barcode} label={t('barcodeAlt')} />
          <small className="barcode-text">{result.qr.barcode.replace(/\r/g, ' ')}</small>
          <small>{t('barcodeNote')}</small>
        </figure>
      ) : result.total_satang > 0 ? (
        <p className="no-qr">{t('noQr')}</p>
      ) : null}
    </section>
  );
}
