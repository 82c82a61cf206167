import type { TInvoiceChargeLine } from '@prapa/contracts/invoice-charges';
import {
  type TInvoice,
  type TInvoiceDetail,
  type TInvoiceListQuery,
  ZInvoiceListQuery,
  type ZInvoicePage,
} from '@prapa/contracts/invoices';
import { bangkokToday, billState } from '@prapa/domain/bill-state';
import { toIsoDate } from '@prapa/domain/thai-date';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { listChargeLines } from '../debt/invoice-charges.repository.ts';
import {
  type ArrearsRow,
  countInvoices,
  type InvoiceDetailRow,
  type InvoiceListRow,
  listArrears,
  listInvoiceDetailRows,
  listInvoiceRows,
} from './invoices.repository.ts';

/** Litres per m³: spec §3 gives `water_usage` in litres. */
const LITRES_PER_UNIT = 1000;

/** Cancelled first: a cancelled invoice never has a receipt, but says so before anything. */
export function invoiceStatus(row: {
  receipt_id: number | null;
  cancelled_at_ms: number | null;
}): TInvoice['status'] {
  if (row.cancelled_at_ms !== null) return 'cancelled';
  return row.receipt_id === null ? 'unpaid' : 'paid';
}

export function toInvoice(row: InvoiceListRow, today: string): TInvoice {
  const paidAt = row.paid_at_ms === null ? null : new Date(row.paid_at_ms);
  return {
    id: row.id,
    invoice_no: row.invoice_no,
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    kind: row.kind,
    cycle_id: row.cycle_id,
    bill_cycle_name: row.bill_cycle_name,
    client_id: row.client_id,
    memberId: row.member_id,
    fullname: `${row.first_name} ${row.last_name}`,
    house_no: row.house_no,
    area_id: row.area_id,
    area_name: row.area_name,
    meter_id: row.meter_id,
    meterNo: row.meter_no,
    previous_reading: row.previous_reading,
    current_reading: row.current_reading,
    units: row.units,
    water_usage: row.units * LITRES_PER_UNIT,
    bill_charge: row.bill_satang,
    fee_charge: row.fee_satang,
    vat_charge: row.vat_satang,
    total_charge: row.total_satang,
    credit_satang: row.credit_satang,
    partial_satang: row.partial_satang,
    due_satang: row.total_satang - row.credit_satang - row.partial_satang,
    instalment_charge: row.instalment_satang,
    in_plan: row.in_plan,
    debt_total: row.debt_satang,
    billing_total: row.debt_satang + row.total_satang,
    status: invoiceStatus(row),
    paid: row.receipt_id !== null,
    paid_at: paidAt?.toISOString() ?? null,
    paid_date: paidAt ? toIsoDate(paidAt) : null,
    receipt_id: row.receipt_id,
    receipt_no: row.receipt_no,
    cancelled_at: row.cancelled_at_ms === null ? null : new Date(row.cancelled_at_ms).toISOString(),
    cancel_reason: row.cancel_reason,
    replaces_invoice_no: row.replaces_invoice_no,
    replaced_by_invoice_no: row.replaced_by_invoice_no,
    overdue:
      !row.in_plan &&
      billState(
        { dueDate: row.due_date, paid: row.receipt_id !== null, cancelled: row.cancelled },
        today,
      ) === 'overdue',
  };
}

export function toInvoiceDetail(
  row: InvoiceDetailRow,
  arrears: readonly ArrearsRow[],
  today: string,
  charges: readonly TInvoiceChargeLine[] = [],
) {
  return {
    ...toInvoice(row, today),
    tiers: row.tiers.map((tier) => ({
      from_unit: tier.from_unit,
      to_unit: tier.to_unit,
      rate_satang: tier.rate_satang,
      units: tier.units,
      amount_satang: tier.amount_satang,
    })),
    tariff_group_name: row.tariff_group_name,
    tariff_version_no: row.tariff_version_no,
    vat_rate_bp: row.vat_enabled ? row.vat_rate_bp : 0,
    replaced_meter:
      row.replaced_units === null
        ? null
        : {
            meterNo: row.replaced_meter_no ?? '',
            from_reading: row.replaced_from_reading ?? 0,
            to_reading: row.replaced_to_reading ?? 0,
            units: row.replaced_units,
          },
    charges: [...charges],
    arrears: arrears.map((a) => ({
      invoice_no: a.invoice_no,
      kind: a.kind,
      bill_cycle_name: a.bill_cycle_name,
      total_charge: a.total_satang,
    })),
  } satisfies TInvoiceDetail;
}

export async function findInvoices(
  ctx: RequestContext,
  input: TInvoiceListQuery,
): Promise<z.infer<typeof ZInvoicePage>> {
  const query = ZInvoiceListQuery.parse(input);
  const filter = {
    cycleId: query.cycle_id,
    areaId: query.area_id,
    clientId: query.client_id,
    status: query.status,
    q: query.q,
  };
  const [total, rows] = [
    await countInvoices(ctx.db, filter),
    await listInvoiceRows(ctx.db, filter, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    }),
  ];
  const today = bangkokToday(ctx.now);
  return {
    rows: rows.map((row) => toInvoice(row, today)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

export const invoiceNotFound = () => new AppError('NOT_FOUND', { messageKey: 'invoice_not_found' });

export async function getInvoice(ctx: RequestContext, id: number): Promise<TInvoiceDetail> {
  const [row] = await listInvoiceDetailRows(ctx.db, { ids: [id] }, 1);
  if (!row) throw invoiceNotFound();
  const charges = await listChargeLines(ctx.db, [id]);
  return toInvoiceDetail(
    row,
    await listArrears(ctx.db, [id]),
    bangkokToday(ctx.now),
    charges.get(id),
  );
}
