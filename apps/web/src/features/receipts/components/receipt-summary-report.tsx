import type { TOrganisation } from '@prapa/contracts/organisation';
import type { TReceiptSummary, TReceiptSummaryRow } from '@prapa/contracts/payments';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { PrintDocument } from '../../../components/ui/print-document.tsx';
import { PrintHeader } from '../../../components/ui/print-header.tsx';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { PaymentMethodText } from '../../payments/components/payment-method-text.tsx';

type ReceiptSummaryReportProps = {
  summary: TReceiptSummary;
  organisation: TOrganisation | undefined;
  /** The chosen collector's name, when the report is of one. */
  collectorName: string | null;
};

function ReceiptRows({ rows, voided }: { rows: TReceiptSummaryRow[]; voided: boolean }) {
  const { t, i18n } = useTranslation('receipts');
  return (
    <table className="lined">
      <thead>
        <tr>
          <th>{t('report.no')}</th>
          <th>{t('report.date')}</th>
          <th>{t('report.memberId')}</th>
          <th>{t('report.name')}</th>
          <th className="num">{t('report.invoices')}</th>
          <th className="num">{t('report.amount')}</th>
          <th>{t('report.method')}</th>
          <th>{voided ? t('report.reason') : t('report.payee')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.receipt_no}</td>
            <td>{formatIsoDateShort(row.receipt_date, i18n.language)}</td>
            <td>{formatMemberId(row.memberId)}</td>
            {/* ผู้ชำระ: the payer as typed at the counter; the member too when someone else paid. */}
            <td>
              {row.payment_no || row.fullname}
              {row.payment_no && row.payment_no !== row.fullname ? (
                <div style={{ fontSize: '0.85em', color: '#555' }}>
                  {t('report.memberName', { name: row.fullname })}
                </div>
              ) : null}
            </td>
            <td className="num">{row.invoice_count}</td>
            <td className="num">{formatBaht(row.amount_paid)}</td>
            <td>
              <PaymentMethodText receipt={row} />
            </td>
            <td>{voided ? (row.void_reason ?? '-') : row.payee}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The A4 report: totals per collector and per payment method, the receipts with how each was
 * paid, and the voided ones apart.
 */
export function ReceiptSummaryReport({
  summary,
  organisation,
  collectorName,
}: ReceiptSummaryReportProps) {
  const { t, i18n } = useTranslation('receipts');
  const scope =
    summary.from && summary.to
      ? t('report.range', {
          from: formatIsoDateShort(summary.from, i18n.language),
          to: formatIsoDateShort(summary.to, i18n.language),
        })
      : t('report.cycle', { name: summary.cycle_name ?? '' });
  const section = { margin: '4mm 0 1.5mm', fontSize: '1.1em' };

  return (
    <PrintDocument paper="A4" label={t('report.title')}>
      <PrintHeader
        organisation={organisation}
        title={t('report.title')}
        aside={
          <>
            <div data-testid="report-scope">{scope}</div>
            {collectorName ? <div>{t('report.collector', { name: collectorName })}</div> : null}
          </>
        }
      />
      <h2 style={section}>{t('report.byCollector')}</h2>
      <table className="lined" data-testid="collector-totals">
        <thead>
          <tr>
            <th>{t('report.payee')}</th>
            <th>{t('report.user')}</th>
            <th className="num">{t('report.receipts')}</th>
            <th className="num">{t('report.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.collectors.map((collector) => (
            <tr key={`${collector.collected_by ?? 'none'}-${collector.collect_by}`}>
              <td>{collector.payee}</td>
              <td>{collector.collect_by}</td>
              <td className="num">{collector.receipts}</td>
              <td className="num">{formatBaht(collector.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2} style={{ fontWeight: 700 }}>
              {t('report.total')}
            </td>
            <td className="num" style={{ fontWeight: 700 }}>
              {summary.total_receipts}
            </td>
            <td className="num" style={{ fontWeight: 700 }} data-testid="summary-total">
              {formatBaht(summary.total_amount)}
            </td>
          </tr>
        </tfoot>
      </table>
      <h2 style={section}>{t('report.byMethod')}</h2>
      <table className="lined" data-testid="method-totals">
        <thead>
          <tr>
            <th>{t('report.method')}</th>
            <th className="num">{t('report.receipts')}</th>
            <th className="num">{t('report.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.methods.map((row) => (
            <tr key={row.method}>
              <td>{t(`report.methods.${row.method}`)}</td>
              <td className="num">{row.receipts}</td>
              <td className="num">{formatBaht(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.truncated ? (
        <p role="status" style={{ color: '#c92a2a' }}>
          {t('report.truncated')}
        </p>
      ) : null}
      <h2 style={section}>{t('report.list')}</h2>
      {summary.receipts.length > 0 ? (
        <ReceiptRows rows={summary.receipts} voided={false} />
      ) : (
        <p>{t('report.noReceipts')}</p>
      )}
      <h2 style={section}>{t('report.voided')}</h2>
      {summary.voided.length > 0 ? (
        <div data-testid="voided-receipts">
          <ReceiptRows rows={summary.voided} voided />
        </div>
      ) : (
        <p>{t('report.noVoided')}</p>
      )}
    </PrintDocument>
  );
}
