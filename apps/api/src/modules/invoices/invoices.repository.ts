import { parseDocumentNo } from '@prapa/domain/document-number';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { InvoiceKind, InvoiceTierJson } from '../../db/schema/invoices.ts';
import { searchCondition } from '../clients/client-filter.ts';

export type InvoiceFilter = {
  ids?: readonly number[] | undefined;
  cycleId?: number | undefined;
  areaId?: number | undefined;
  clientId?: number | undefined;
  status?: 'paid' | 'unpaid' | 'cancelled' | undefined;
  /** Leave cancelled invoices out (batch print). */
  live?: boolean | undefined;
  q?: string | undefined;
};

export type InvoiceListRow = {
  id: number;
  invoice_no: string;
  invoice_date: string;
  due_date: string;
  kind: InvoiceKind;
  cycle_id: number | null;
  bill_cycle_name: string;
  client_id: number;
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  area_id: number;
  area_name: string;
  meter_id: number | null;
  meter_no: string;
  previous_reading: number;
  current_reading: number;
  units: number;
  bill_satang: number;
  fee_satang: number;
  vat_satang: number;
  total_satang: number;
  /** Credit deducted on the bill and partial payments (decision 031). */
  credit_satang: number;
  partial_satang: number;
  instalment_satang: number;
  in_plan: boolean;
  debt_satang: number;
  receipt_id: number | null;
  receipt_no: string | null;
  paid_at_ms: number | null;
  cancelled_at_ms: number | null;
  cancel_reason: string | null;
  replaces_invoice_no: string | null;
  replaced_by_invoice_no: string | null;
  cancelled: boolean;
};

export type InvoiceDetailRow = InvoiceListRow & {
  tiers: InvoiceTierJson[];
  tariff_group_name: string;
  tariff_version_no: number;
  vat_enabled: boolean;
  vat_rate_bp: number;
  minimum_applied: boolean;
  /** The replaced meter's last units billed on this invoice (decision 012), else nulls. */
  replaced_meter_no: string | null;
  replaced_from_reading: number | null;
  replaced_to_reading: number | null;
  replaced_units: number | null;
};

// `clients` keeps its table name (no alias) so the clients feature's search condition, which
// names its columns, applies here unchanged.
// Left joins: an opening balance (kind 'opening', ยอดยกมา) has no cycle and no meter.
const FROM = sql`from invoices i
  left join billing_cycles b on b.id = i.cycle_id
  join clients on clients.id = i.client_id
  join areas a on a.id = clients.area_id
  left join meters m on m.id = i.meter_id
  left join receipts rc on rc.id = i.receipt_id
  left join invoices ri on ri.id = i.replaces_invoice_id`;

const COLUMNS = sql`i.id, i.invoice_no, i.invoice_date::text as invoice_date,
  i.due_date::text as due_date, i.kind, i.cycle_id,
  coalesce(b.bill_cycle_name, '') as bill_cycle_name, i.client_id,
  clients.member_id, clients.first_name, clients.last_name, clients.house_no, clients.address,
  clients.area_id, a.area_name, i.meter_id, coalesce(m.meter_no, '') as meter_no, i.previous_reading, i.current_reading,
  i.units, i.bill_satang::float8 as bill_satang, i.fee_satang::float8 as fee_satang,
  i.vat_satang::float8 as vat_satang, i.total_satang::float8 as total_satang,
  i.credit_satang::float8 as credit_satang, i.partial_satang::float8 as partial_satang,
  i.instalment_satang::float8 as instalment_satang, i.moved_to_plan_id is not null as in_plan,
  i.debt_satang::float8 as debt_satang, i.receipt_id, rc.receipt_no,
  extract(epoch from i.paid_at)::float8 * 1000 as paid_at_ms,
  extract(epoch from i.cancelled_at)::float8 * 1000 as cancelled_at_ms, i.cancel_reason,
  ri.invoice_no as replaces_invoice_no,
  (select n.invoice_no from invoices n where n.replaces_invoice_id = i.id
    order by n.id desc limit 1) as replaced_by_invoice_no,
  i.cancelled_at is not null as cancelled`;

/** Newest cycle first; within a cycle the numbers' order, which is the reader's route. */
const ORDER = sql`order by b.period_year desc nulls last, b.period_month desc nulls last,
  i.fiscal_year, i.seq`;

function whereOf(filter: InvoiceFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.ids) conditions.push(sql`i.id = any(${intArray(filter.ids)}::int[])`);
  if (filter.cycleId !== undefined) conditions.push(sql`i.cycle_id = ${filter.cycleId}`);
  if (filter.areaId !== undefined) conditions.push(sql`clients.area_id = ${filter.areaId}`);
  if (filter.clientId !== undefined) conditions.push(sql`i.client_id = ${filter.clientId}`);
  if (filter.status === 'paid') conditions.push(sql`i.receipt_id is not null`);
  if (filter.status === 'unpaid') {
    conditions.push(
      sql`i.receipt_id is null and i.cancelled_at is null and i.moved_to_plan_id is null`,
    );
  }
  if (filter.status === 'cancelled') conditions.push(sql`i.cancelled_at is not null`);
  if (filter.live) conditions.push(sql`i.cancelled_at is null`);
  const q = filter.q?.trim();
  if (q) conditions.push(sql`(${searchCondition(q, 'exact')} or ${invoiceNumberCondition(q)})`);
  return sql`where ${sql.join(conditions, sql` and `)}`;
}

/**
 * An invoice number as staff type it: 'INV2570/000123', 'inv2570/123', or the old unprefixed
 * '2570/000123' (decision 014), through the (fiscal_year, seq) unique index. A prefix, when
 * typed, must be the one printed on the invoice.
 */
export function invoiceNumberCondition(q: string): SQL {
  const parsed = parseDocumentNo(q);
  if (!parsed) return sql`false`;
  const prefix = parsed.prefix === '' ? sql`` : sql` and i.invoice_no like ${`${parsed.prefix}%`}`;
  return sql`(i.fiscal_year = ${parsed.fiscalYear} and i.seq = ${parsed.seq}${prefix})`;
}

export async function countInvoices(db: Db, filter: InvoiceFilter): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${FROM} ${whereOf(filter)}`,
  );
  return row?.n ?? 0;
}

export async function listInvoiceRows(
  db: Db,
  filter: InvoiceFilter,
  page: { limit: number; offset: number },
): Promise<InvoiceListRow[]> {
  return rawRows<InvoiceListRow>(
    db,
    sql`select ${COLUMNS} ${FROM} ${whereOf(filter)} ${ORDER}
      limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * Invoices with what a printed bill shows (tier lines, tariff version), in print order:
 * the route order their numbers were given in.
 */
export async function listInvoiceDetailRows(
  db: Db,
  filter: InvoiceFilter,
  limit: number,
): Promise<InvoiceDetailRow[]> {
  return rawRows<InvoiceDetailRow>(
    db,
    sql`select ${COLUMNS}, i.tiers, coalesce(g.name_th, '') as tariff_group_name,
        coalesce(v.version_no, 0)::int as tariff_version_no,
        coalesce(v.vat_enabled, false) as vat_enabled, coalesce(v.vat_rate_bp, 0)::int as vat_rate_bp,
        i.bill_satang > (select coalesce(sum((t->>'amount_satang')::bigint), 0)
          from jsonb_array_elements(i.tiers) t) as minimum_applied,
        om.meter_no as replaced_meter_no, mr.replaced_from_reading, mr.replaced_to_reading,
        mr.replaced_units
      ${FROM}
      left join meter_readings mr on mr.id = i.reading_id
      left join meters om on om.id = mr.replaced_meter_id
      left join tariff_versions v on v.id = i.tariff_version_id
      left join tariff_groups g on g.id = v.group_id
      ${whereOf(filter)} ${ORDER} limit ${limit}`,
  );
}

export type ArrearsRow = {
  client_id: number;
  /** The invoice whose bill lists these arrears. */
  for_invoice_id: number;
  invoice_no: string;
  kind: InvoiceKind;
  bill_cycle_name: string;
  total_satang: number;
};

/**
 * For each given invoice, the same client's earlier invoices that are unpaid now, oldest first:
 * the arrears lines of its bill. One query for a whole print.
 */
export async function listArrears(db: Db, invoiceIds: readonly number[]): Promise<ArrearsRow[]> {
  if (invoiceIds.length === 0) return [];
  return rawRows<ArrearsRow>(
    db,
    sql`select f.client_id, f.id as for_invoice_id, e.invoice_no, e.kind,
        coalesce(b.bill_cycle_name, '') as bill_cycle_name,
        (e.total_satang - e.credit_satang - e.partial_satang)::float8 as total_satang
      from invoices f
      join invoices e on e.client_id = f.client_id and e.id < f.id and e.receipt_id is null
        and e.cancelled_at is null and e.moved_to_plan_id is null
      left join billing_cycles b on b.id = e.cycle_id
      where f.id = any(${intArray(invoiceIds)}::int[])
      order by f.id, e.id`,
  );
}

/** Readings of the cycle (among `meterIds`) that have an invoice: they can no longer change. */
export async function findInvoicedMeters(
  db: Db,
  cycleId: number,
  meterIds: readonly number[],
): Promise<number[]> {
  if (meterIds.length === 0) return [];
  const rows = await rawRows<{ meter_id: number }>(
    db,
    sql`select i.meter_id from invoices i
      where i.cycle_id = ${cycleId} and i.meter_id = any(${intArray(meterIds)}::int[])
        and i.cancelled_at is null`,
  );
  return rows.map((row) => row.meter_id);
}

/** A client's unpaid invoices: how many and how much (satang). */
export async function sumUnpaidInvoices(
  db: Db,
  clientId: number,
): Promise<{ count: number; amount: number }> {
  const [row] = await rawRows<{ count: number; amount: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(total_satang), 0)::float8 as amount
      from invoices where client_id = ${clientId} and receipt_id is null and cancelled_at is null
        and moved_to_plan_id is null`,
  );
  return row ?? { count: 0, amount: 0 };
}

/** Invoices priced with any version of the tariff group. */
export async function countInvoicesOfTariffGroup(db: Db, groupId: number): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from invoices i
      join tariff_versions v on v.id = i.tariff_version_id where v.group_id = ${groupId}`,
  );
  return row?.n ?? 0;
}
