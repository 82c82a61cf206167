import type { TOrganisation } from '@prapa/contracts/organisation';
import type { TReceipt } from '@prapa/contracts/payments';
import { bahtText } from '@prapa/domain/baht-text';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { isPaidOnTime } from '@prapa/domain/paid-on-time';
import { useTranslation } from 'react-i18next';
import { type PaperSize, PrintDocument } from '../../../components/ui/print-document.tsx';
import { PrintHeader } from '../../../components/ui/print-header.tsx';
import { formatDocumentDate, formatDocumentDateTime } from '../../../lib/dates.ts';
import { invoiceCycleName } from '../../../lib/invoice-cycle-name.ts';
import { ReceiptStamp } from './receipt-stamp.tsx';

type ReceiptDocumentProps = {
  receipt: TReceipt;
  organisation: TOrganisation | undefined;
  paper: Extract<PaperSize, 'A5' | 'slip80'>;
  /** Opened as a reprint: marked "สำเนา". */
  copy: boolean;
};

// 'ขอบคุณที่ชำระตรงเวลา', 'ขอบคุณที่ชำระค่าน้ำตรงเวลา'…: a thanks for paying on time.
const ON_TIME_THANKS = /ขอบคุณที่ชำระ\S*ตรงเวลา/g;

/** ใบเสร็จรับเงิน on A5 or an 80 mm slip; the slip leaves out the charge breakdown. */
export function ReceiptDocument({ receipt, organisation, paper, copy }: ReceiptDocumentProps) {
  // The paper goes to the water user, so it is Thai whatever the screen language.
  const { t } = useTranslation('payments', { lng: 'th' });
  const slip = paper === 'slip80';
  // What a bill's water, fee and VAT do not explain: fee lines and instalments (decisions 028,
  // 029) add to it, credit deducted and part payments earlier (031) take from it. Its own
  // column, only when some item has it, so the columns of every row add up to its amount.
  const otherOf = (item: (typeof receipt.items)[number]) =>
    item.amount - item.bill_charge - item.fee_charge - item.vat_charge;
  const withOther = !slip && receipt.items.some((item) => otherOf(item) !== 0);
  const onTime = isPaidOnTime(
    receipt.receipt_date,
    receipt.items.map((item) => item.due_date),
  );
  const thanks = t('receipt.thanksOnTime');
  // An office footer may carry the thanks itself (the demo's did, in its own words): it is
  // said only when true.
  const footer = (organisation?.receipt_footer ?? '').replace(ON_TIME_THANKS, '').trim();
  const aside = (
    <>
      <div>{t('receipt.no', { no: receipt.receipt_no })}</div>
      <div>{t('receipt.date', { date: formatDocumentDate(receipt.receipt_date) })}</div>
      {copy ? <ReceiptStamp color="#1c5fb8">{t('receipt.copy')}</ReceiptStamp> : null}
      {receipt.voided ? <ReceiptStamp color="#c92a2a">{t('receipt.voided')}</ReceiptStamp> : null}
    </>
  );

  return (
    <PrintDocument paper={paper} label={`${t('receipt.title')} ${receipt.receipt_no}`}>
      <PrintHeader
        organisation={organisation}
        title={t('receipt.title')}
        withTaxId
        aside={slip ? undefined : aside}
      />
      {slip ? <div style={{ marginBottom: '2mm' }}>{aside}</div> : null}
      {receipt.voided ? (
        <p style={{ color: '#c92a2a', margin: '0 0 2mm' }} data-testid="void-reason">
          {t('receipt.voidedReason', {
            date: receipt.voided_at ? formatDocumentDateTime(receipt.voided_at) : '-',
            reason: receipt.void_reason ?? '-',
          })}
        </p>
      ) : null}
      <section style={{ marginBottom: '2mm' }}>
        <div>
          {t('receipt.client')} <strong>{receipt.fullname}</strong>{' '}
          {t('receipt.memberId', { id: formatMemberId(receipt.memberId) })}
        </div>
        <div>
          {t('receipt.address', {
            house: receipt.house_no,
            address: receipt.address,
            area: receipt.area_name,
          })}
        </div>
      </section>
      <table className="lined">
        <thead>
          <tr>
            <th>{t('receipt.item')}</th>
            {slip ? null : (
              <>
                <th className="num">{t('receipt.water')}</th>
                <th className="num">{t('receipt.fee')}</th>
                <th className="num">{t('receipt.vat')}</th>
                {withOther ? <th className="num">{t('receipt.other')}</th> : null}
              </>
            )}
            <th className="num">{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.items.map((item) => (
            <tr key={item.invoice_id}>
              <td>
                {t('receipt.itemLine', { cycle: invoiceCycleName(item), no: item.invoice_no })}
                {/* A balance brought forward has no reading, so no units to print. */}
                {item.kind === 'opening' ? null : (
                  <div>{t('receipt.units', { units: item.units })}</div>
                )}
              </td>
              {slip ? null : (
                <>
                  <td className="num">{formatBaht(item.bill_charge)}</td>
                  <td className="num">{formatBaht(item.fee_charge)}</td>
                  <td className="num">{formatBaht(item.vat_charge)}</td>
                  {withOther ? <td className="num">{formatBaht(otherOf(item))}</td> : null}
                </>
              )}
              <td className="num">{formatBaht(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={slip ? 1 : withOther ? 5 : 4} style={{ fontWeight: 700 }}>
              {t('receipt.total')}
            </td>
            <td className="num" style={{ fontWeight: 700 }} data-testid="receipt-total">
              {formatBaht(receipt.amount_paid)}
            </td>
          </tr>
        </tfoot>
      </table>
      {withOther ? (
        <p style={{ margin: '1mm 0', fontSize: '0.85em' }}>{t('receipt.otherNote')}</p>
      ) : null}
      <p style={{ margin: '1.5mm 0', fontWeight: 700 }} data-testid="receipt-words">
        {t('receipt.totalWords', { words: bahtText(receipt.amount_paid) })}
      </p>
      <table>
        <tbody>
          <tr>
            <td colSpan={2} data-testid="receipt-method">
              {receipt.method === 'bank' ? (
                <>
                  {t('receipt.methodBank', {
                    bank: receipt.bank_code ?? '-',
                    channel: receipt.bank_channel || '-',
                  })}
                  {receipt.bank_paid_at ? (
                    <div>
                      {t('receipt.bankPaidAt', {
                        date: formatDocumentDateTime(receipt.bank_paid_at),
                      })}
                    </div>
                  ) : null}
                  {receipt.bank_ref ? (
                    <div>{t('receipt.bankRef', { ref: receipt.bank_ref })}</div>
                  ) : null}
                </>
              ) : (
                t(receipt.method === 'credit' ? 'receipt.methodCredit' : 'receipt.method')
              )}
            </td>
          </tr>
          <tr>
            <td>{t('receipt.received')}</td>
            <td className="num">{formatBaht(receipt.received)}</td>
          </tr>
          <tr>
            <td>{t('receipt.leftOver')}</td>
            <td className="num">{formatBaht(receipt.leftOver)}</td>
          </tr>
        </tbody>
      </table>
      <footer
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: '2mm 6mm',
          marginTop: slip ? '3mm' : '8mm',
        }}
      >
        <div>
          <div>{t('receipt.signature')}</div>
          <div>
            {t('receipt.payer')} {receipt.payment_no}
          </div>
        </div>
        <div>
          <div>{t('receipt.signature')}</div>
          {/* The cashier's full name as it was when paid; the login is not for the payer. */}
          <div data-testid="receipt-payee">
            {t('receipt.payee')} {receipt.payee || receipt.collect_by}
          </div>
        </div>
      </footer>
      {onTime && !receipt.voided ? (
        <p style={{ marginTop: '3mm', textAlign: 'center' }} data-testid="receipt-thanks">
          {thanks}
        </p>
      ) : null}
      {footer ? <p style={{ marginTop: '2mm', textAlign: 'center' }}>{footer}</p> : null}
    </PrintDocument>
  );
}
