import type { TOrganisation } from '@prapa/contracts/organisation';
import type { TRemittance } from '@prapa/contracts/remittance';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { PrintHeader } from '../../../components/ui/print-header.tsx';
import { thaiDay } from '../thai-day.ts';

const cell = { border: '0.2mm solid #000', padding: '0.8mm 1.5mm' } as const;
const num = { ...cell, textAlign: 'right' as const };

/** ใบนำส่งเงินประจำวัน: the receipts remitted, totals by method, signature lines. */
export function RemittanceSlip({
  remittance: r,
  organisation,
}: {
  remittance: TRemittance;
  organisation: TOrganisation | undefined;
}) {
  const { t } = useTranslation('remittance');
  const receipts = r.lines.filter((l) => l.kind === 'receipt').length;
  return (
    <div style={{ fontSize: '10pt' }}>
      <PrintHeader
        organisation={organisation}
        title={t('slip.title')}
        aside={
          <div style={{ textAlign: 'right' }}>
            <div>{t('slip.no', { no: r.remittance_no })}</div>
            <div>{t('slip.date', { date: thaiDay(r.remittance_date) })}</div>
          </div>
        }
      />
      <div style={{ margin: '1mm 0 2mm' }}>
        {t('slip.days', { days: r.days.map(thaiDay).join(', ') || '-' })}
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>{t('slip.seq')}</th>
            <th style={cell}>{t('slip.receipt_no')}</th>
            <th style={cell}>{t('slip.receipt_date')}</th>
            <th style={cell}>{t('slip.payer')}</th>
            <th style={cell}>{t('slip.method')}</th>
            <th style={cell}>{t('slip.amount')}</th>
            <th style={cell}>{t('slip.note')}</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l, i) => (
            <tr key={`${l.receipt_id}-${l.kind}`}>
              <td style={num}>{i + 1}</td>
              <td style={cell}>{l.receipt_no}</td>
              <td style={cell}>{thaiDay(l.receipt_date)}</td>
              <td style={cell}>{l.payer}</td>
              <td style={cell}>{t(`method.${l.method === 'cash' ? 'cash' : 'transfer'}`)}</td>
              <td style={num}>{formatBaht(l.amount)}</td>
              <td style={cell}>{l.kind === 'void' ? t('slip.void_note') : ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td style={cell} colSpan={5}>
              {t('slip.total_cash')}
            </td>
            <td style={num}>{formatBaht(r.cash)}</td>
            <td style={cell} />
          </tr>
          <tr>
            <td style={cell} colSpan={5}>
              {t('slip.total_transfer')}
            </td>
            <td style={num}>{formatBaht(r.transfer)}</td>
            <td style={cell} />
          </tr>
          {r.adjustment !== 0 ? (
            <tr>
              <td style={cell} colSpan={5}>
                {t('slip.total_adjustment')}
              </td>
              <td style={num}>{formatBaht(r.adjustment)}</td>
              <td style={cell} />
            </tr>
          ) : null}
          <tr style={{ fontWeight: 700 }}>
            <td style={cell} colSpan={5}>
              {t('slip.total', { count: receipts })}
            </td>
            <td style={num}>{formatBaht(r.total)}</td>
            <td style={cell} />
          </tr>
        </tfoot>
      </table>
      <div style={{ margin: '2mm 0' }}>({r.total_text})</div>
      {r.received_on ? (
        <div>{t('slip.received', { date: thaiDay(r.received_on), slip: r.deposit_slip_no })}</div>
      ) : null}
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-around',
          marginTop: '14mm',
          textAlign: 'center',
        }}
      >
        <div>
          <div>{t('slip.sign_line')}</div>
          <div>{t('slip.remitter')}</div>
          <div>{t('slip.date_line')}</div>
        </div>
        <div>
          <div>{t('slip.sign_line')}</div>
          <div>{t('slip.receiver')}</div>
          <div>{t('slip.date_line')}</div>
        </div>
      </div>
    </div>
  );
}
