import type { TInvoiceDetail, TInvoiceTier } from '@prapa/contracts/invoices';
import type { TOrganisation } from '@prapa/contracts/organisation';
import { bahtText } from '@prapa/domain/baht-text';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht, sumSatang } from '@prapa/domain/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PrintDocument } from '../../../components/ui/print-document.tsx';
import { PrintHeader } from '../../../components/ui/print-header.tsx';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { invoiceCycleName } from '../../../lib/invoice-cycle-name.ts';
import { PaymentCodes } from '../../bank-import/components/payment-codes.tsx';
import { CancelledStamp, ReplacementBillLines, ReplacesNote } from './bill-corrections.tsx';

/** 700 basis points → '7', 750 → '7.5': read from the integer, never divided as a float. */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = String(Math.abs(basisPoints % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

function tierLabel(t: TFunction<'invoices'>, tier: TInvoiceTier): string {
  return tier.to_unit === null
    ? t('bill.tierOpen', { from: tier.from_unit })
    : t('bill.tier', { from: tier.from_unit, to: tier.to_unit });
}

function MoneyRow({ label, satang, strong }: { label: string; satang: number; strong?: boolean }) {
  const style = strong ? { fontWeight: 700 } : undefined;
  return (
    <tr>
      <td style={style}>{label}</td>
      <td className="num" style={style}>
        {formatBaht(satang)}
      </td>
    </tr>
  );
}

type BillDocumentProps = { invoice: TInvoiceDetail; organisation: TOrganisation | undefined };

/** ใบแจ้งค่าน้ำ on A5: readings, tier lines, charges, arrears, total in figures and words, due date. */
export function BillDocument({ invoice, organisation }: BillDocumentProps) {
  // The bill goes to the water user, so it is Thai whatever the screen language.
  const { t } = useTranslation('invoices', { lng: 'th' });
  // `billing_total` froze the arrears of the day the bill was issued; a bill printed later lists
  // the arrears still unpaid today, so its total is this bill plus those lines (the same number
  // when nothing was paid in between), never a total that its own lines do not add up to.
  // This bill asks what is still due on it: its total less the credit balance deducted
  // (ยอดเงินคงเหลือ) and partial payments received (decision 031).
  const credit = invoice.credit_satang ?? 0;
  const partial = invoice.partial_satang ?? 0;
  const amountDue = sumSatang([
    invoice.due_satang ?? invoice.total_charge,
    ...invoice.arrears.map((line) => line.total_charge),
  ]);
  return (
    <PrintDocument paper="A5" label={`${t('bill.title')} ${invoice.invoice_no}`}>
      <CancelledStamp invoice={invoice} />
      <PrintHeader
        organisation={organisation}
        title={t('bill.title')}
        withTaxId
        aside={
          <>
            <div>{t('bill.no', { no: invoice.invoice_no })}</div>
            <ReplacesNote invoice={invoice} />
            <div>{t('bill.date', { date: formatDocumentDate(invoice.invoice_date) })}</div>
            <div>{t('bill.cycle', { name: invoiceCycleName(invoice) })}</div>
          </>
        }
      />
      <section style={{ marginBottom: '2mm' }}>
        <div>
          {t('bill.memberId', { id: formatMemberId(invoice.memberId) })} ·{' '}
          {t('bill.name', { name: invoice.fullname })}
        </div>
        <div>
          {t('bill.address', { house: invoice.house_no, area: invoice.area_name })} ·{' '}
          {t('bill.meter', { meter: invoice.meterNo })}
        </div>
      </section>
      {/* A balance brought forward has no reading: no "0 หน่วย" on its paper. */}
      {invoice.kind === 'opening' ? null : (
        <table className="lined" style={{ marginBottom: '2mm' }}>
          <thead>
            <tr>
              <th className="num">{t('bill.previous')}</th>
              <th className="num">{t('bill.current')}</th>
              <th className="num">{t('bill.units')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="num">{invoice.previous_reading}</td>
              <td className="num">{invoice.current_reading}</td>
              <td className="num" data-testid="bill-units">
                {invoice.units}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      <ReplacementBillLines invoice={invoice} />
      <table className="lined" style={{ marginBottom: '2mm' }}>
        <thead>
          <tr>
            <th>
              {t('bill.tiers', {
                group: invoice.tariff_group_name,
                version: invoice.tariff_version_no,
              })}
            </th>
            <th className="num">{t('bill.tierUnits')}</th>
            <th className="num">{t('bill.rate')}</th>
            <th className="num">{t('bill.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.tiers.map((tier) => (
            <tr key={tier.from_unit}>
              <td>{tierLabel(t, tier)}</td>
              <td className="num">{tier.units}</td>
              <td className="num">{formatBaht(tier.rate_satang)}</td>
              <td className="num">{formatBaht(tier.amount_satang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <tbody>
          <MoneyRow label={t('bill.water')} satang={invoice.bill_charge} />
          <MoneyRow label={t('bill.fee')} satang={invoice.fee_charge} />
          <MoneyRow
            label={t('bill.vat', { rate: percentText(invoice.vat_rate_bp) })}
            satang={invoice.vat_charge}
          />
          {invoice.charges
            .filter((line) => !line.waived)
            .map((line) => (
              <MoneyRow
                key={line.id}
                label={
                  line.kind === 'late_fee'
                    ? t('bill.lateFee', { nos: line.source_invoice_nos.join(', ') })
                    : t('bill.reconnectionFee')
                }
                satang={line.amount_satang}
              />
            ))}
          {invoice.instalment_charge ? (
            <MoneyRow label={t('bill.instalment')} satang={invoice.instalment_charge} />
          ) : null}
          <MoneyRow label={t('bill.thisBill')} satang={invoice.total_charge} strong />
          {credit > 0 ? <MoneyRow label={t('bill.credit')} satang={-credit} /> : null}
          {partial > 0 ? <MoneyRow label={t('bill.partial')} satang={-partial} /> : null}
          {invoice.arrears.map((line) => (
            <MoneyRow
              key={line.invoice_no}
              label={`${t('bill.arrears')} ${t('bill.arrearsLine', {
                cycle: invoiceCycleName(line),
                no: line.invoice_no,
              })}`}
              satang={line.total_charge}
            />
          ))}
          {invoice.arrears.length === 0 ? (
            <tr>
              <td colSpan={2}>{t('bill.noArrears')}</td>
            </tr>
          ) : null}
          <tr style={{ borderTop: '0.5pt solid #000', fontSize: '1.15em' }}>
            <td style={{ fontWeight: 700 }}>{t('bill.total')}</td>
            <td className="num" style={{ fontWeight: 700 }} data-testid="bill-total">
              {formatBaht(amountDue)}
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ margin: '1.5mm 0', fontWeight: 700 }} data-testid="bill-words">
        {t('bill.words', { words: bahtText(amountDue) })}
      </p>
      <p style={{ margin: '1.5mm 0', fontWeight: 700 }}>
        {t('bill.due', { date: formatDocumentDate(invoice.due_date) })}
      </p>
      {invoice.paid && invoice.receipt_no ? (
        <p style={{ margin: 0 }}>{t('bill.paid', { no: invoice.receipt_no })}</p>
      ) : null}
      {!invoice.paid && invoice.cancelled_at === null && amountDue > 0 ? (
        <PaymentCodes
          billerId={organisation?.promptpay_biller_id ?? ''}
          memberId={invoice.memberId}
          invoiceNo={invoice.invoice_no}
          amountSatang={amountDue}
        />
      ) : null}
    </PrintDocument>
  );
}
