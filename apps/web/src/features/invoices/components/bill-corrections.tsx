import type { TInvoiceDetail } from '@prapa/contracts/invoices';
import { useTranslation } from 'react-i18next';

/**
 * The first bill after a meter replacement charges both meters (decision 012): one line for
 * the old meter's last units, one for the new meter's; the readings table above is the new
 * meter's and its units are both together.
 */
export function ReplacementBillLines({ invoice }: { invoice: TInvoiceDetail }) {
  const { t } = useTranslation('invoice-corrections', { lng: 'th' });
  const old = invoice.replaced_meter;
  if (!old) return null;
  return (
    <div style={{ marginBottom: '2mm' }} data-testid="bill-replacement">
      <div>
        {t('replacement.oldMeter', {
          meter: old.meterNo,
          from: old.from_reading,
          to: old.to_reading,
          units: old.units,
        })}
      </div>
      <div>
        {t('replacement.newMeter', {
          meter: invoice.meterNo,
          from: invoice.previous_reading,
          to: invoice.current_reading,
          units: invoice.units - old.units,
        })}
      </div>
    </div>
  );
}

/** A cancelled bill prints marked ยกเลิก with its reason, so a copy is never taken as owed. */
export function CancelledStamp({ invoice }: { invoice: TInvoiceDetail }) {
  const { t } = useTranslation('invoice-corrections', { lng: 'th' });
  if (invoice.status !== 'cancelled') return null;
  return (
    <p
      style={{ margin: '0 0 2mm', fontWeight: 700, border: '1pt solid #000', padding: '1mm 2mm' }}
      data-testid="bill-cancelled"
    >
      {t('status.cancelled')}
      {invoice.cancel_reason ? ` — ${invoice.cancel_reason}` : ''}
      {invoice.replaced_by_invoice_no
        ? ` (${t('status.replacedBy', { no: invoice.replaced_by_invoice_no })})`
        : ''}
    </p>
  );
}

/** A bill issued in place of a cancelled one says which (ออกแทนใบแจ้งหนี้เลขที่ …). */
export function ReplacesNote({ invoice }: { invoice: TInvoiceDetail }) {
  const { t } = useTranslation('invoice-corrections', { lng: 'th' });
  if (!invoice.replaces_invoice_no) return null;
  return (
    <div style={{ fontWeight: 700 }} data-testid="bill-replaces">
      {t('status.replacesBill', { no: invoice.replaces_invoice_no })}
    </div>
  );
}
