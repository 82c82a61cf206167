import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import { useTranslation } from 'react-i18next';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import type { ReportTotals } from '../utils/report-totals.ts';

type WaterHistoryPrintProps = {
  organisation: string;
  address: string;
  cycleName: string;
  areaName: string;
  rows: readonly TReadingRow[];
  totals: ReportTotals;
};

/** The report on A4: the utility's name on top, every row (not one page of it), totals. */
export function WaterHistoryPrint(props: WaterHistoryPrintProps) {
  const { organisation, address, cycleName, areaName, rows, totals } = props;
  const { t, i18n } = useTranslation('readings');
  const none = t('units.none');
  return (
    <>
      <h1>{organisation}</h1>
      {address ? <div>{address}</div> : null}
      <h2>{t('report.title')}</h2>
      <div className="meta">
        <span>{t('report.printCycle', { name: cycleName })}</span>
        <span>{t('report.printArea', { name: areaName })}</span>
        <span>{t('report.printedOn', { date: formatLongDate() })}</span>
      </div>
      <table>
        <thead>
          <tr>
            <th className="num">{t('report.no')}</th>
            <th>{t('fields.memberId')}</th>
            <th>{t('fields.fullname')}</th>
            <th>{t('fields.houseNo')}</th>
            <th>{t('fields.meterNo')}</th>
            <th className="num">{t('fields.previous')}</th>
            <th className="num">{t('fields.current')}</th>
            <th className="num">{t('fields.units')}</th>
            <th>{t('report.readOn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.meter_id}>
              <td className="num">{index + 1}</td>
              <td>{formatMemberId(row.memberId)}</td>
              <td>{row.fullname}</td>
              <td>{row.house_no}</td>
              <td>{row.meterNo}</td>
              <td className="num">{row.previousMeter}</td>
              <td className="num">{row.currentMeter ?? none}</td>
              <td className="num">{row.meterUsage ?? none}</td>
              <td>
                {row.currentMeterDate
                  ? formatIsoDateShort(row.currentMeterDate, i18n.language)
                  : t('tag.waiting')}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={7}>
              {t('report.printTotals', { meters: totals.meters, recorded: totals.recorded })}
            </td>
            <td className="num">{t('report.number', { value: totals.units })}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </>
  );
}
