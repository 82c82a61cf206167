import { sql } from 'drizzle-orm';
import { intArray, textArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { TariffTierJson } from '../../db/schema/tariffs.ts';
import type { Tx } from '../../db/transaction.ts';

/** Who the bill run invoices (decision 004): neither ignored, deleted nor cancelled. */
export const BILLABLE = sql`c.ignored = false and c.deleted_at is null and c.status_code in ('1_0', '1_1')`;

export type TariffVersionInForce = {
  id: number;
  group_id: number;
  group_name: string;
  version_no: number;
  tiers: TariffTierJson[];
  minimum_charge_satang: number;
  minimum_units: number;
  apply_meter_fee: boolean;
  vat_enabled: boolean;
  vat_rate_bp: number;
};

/**
 * Per tariff group, the version in force on `date`: the latest `effective_from` on or before
 * it (the higher version number when two start the same day). Groups with no version yet in
 * force are missing from the answer.
 */
export async function findTariffVersionsInForce(
  db: Db,
  date: string,
): Promise<TariffVersionInForce[]> {
  return rawRows<TariffVersionInForce>(
    db,
    sql`select distinct on (v.group_id) v.id, v.group_id, g.name_th as group_name, v.version_no,
        v.tiers, v.minimum_charge_satang, v.minimum_units, v.apply_meter_fee, v.vat_enabled,
        v.vat_rate_bp
      from tariff_versions v join tariff_groups g on g.id = v.group_id
      where v.effective_from <= ${date}::date
      order by v.group_id, v.effective_from desc, v.version_no desc`,
  );
}

export type ReadingToBill = {
  reading_id: number;
  client_id: number;
  meter_id: number;
  previous_reading: number;
  current_reading: number;
  units: number;
  tariff_group_id: number;
  meter_fee_satang: number;
  /**
   * The client's unpaid invoices before this run (arrears printed on the bill): the client's
   * `debt_satang`, which every writer of invoices keeps equal to their sum. Summing them here
   * instead cost a scan of every unpaid invoice, and with statistics one run out of date the
   * planner turned that sum into a nested loop of minutes.
   */
  debt_satang: number;
  /** The latest cancelled invoice of the reading: the new one is issued in its place. */
  replaces_invoice_id: number | null;
};

/**
 * Every recorded reading of the cycle that has no invoice yet and whose client is billable,
 * in the reader's route order (the order of reading-screen.repository.ts), which is the
 * order invoice numbers are handed out in. One statement for the whole cycle.
 */
export async function findReadingsToBill(
  tx: Tx,
  cycleId: number,
  readingIds?: readonly number[],
): Promise<ReadingToBill[]> {
  const only =
    readingIds === undefined ? sql`` : sql`and r.id = any(${intArray(readingIds)}::int[])`;
  // The reading's newest cancelled invoice is the one the new invoice replaces (a probe into
  // the small partial index of cancelled invoices, invoices_cancelled_reading_idx).
  return rawRows<ReadingToBill>(
    tx,
    sql`select r.id as reading_id, r.client_id, r.meter_id, r.previous_reading, r.current_reading,
        r.units, c.tariff_group_id, mt.fee_satang as meter_fee_satang,
        c.debt_satang::float8 as debt_satang,
        (select max(x.id) from invoices x
          where x.reading_id = r.id and x.cancelled_at is not null) as replaces_invoice_id
      from meter_readings r
      join clients c on c.id = r.client_id
      join meters m on m.id = r.meter_id
      join meter_types mt on mt.id = m.meter_type_id
      join areas a on a.id = c.area_id
      where r.cycle_id = ${cycleId} and ${BILLABLE} ${only}
        and not exists (select 1 from invoices i where i.reading_id = r.id and i.cancelled_at is null)
      order by a.route_order asc nulls last, lower(a.area_code), a.id,
        substring(c.house_no from '^[0-9]{1,15}')::bigint asc nulls last, c.house_no,
        c.member_id, r.meter_id`,
  );
}

export type BillRunCounts = {
  already_issued: number;
  skipped_ignored: number;
  skipped_inactive: number;
};

/**
 * The cycle's recorded readings the run does not issue: already invoiced, clients ignored
 * (fee-exempt), clients cancelled or deleted since they were read.
 */
export async function countReadingsNotToBill(tx: Tx, cycleId: number): Promise<BillRunCounts> {
  const [row] = await rawRows<BillRunCounts>(
    tx,
    sql`select
        count(*) filter (where i.id is not null)::int as already_issued,
        count(*) filter (where i.id is null and not (c.deleted_at is null and c.status_code in ('1_0', '1_1'))
          )::int as skipped_inactive,
        count(*) filter (where i.id is null and c.ignored and c.deleted_at is null
          and c.status_code in ('1_0', '1_1'))::int as skipped_ignored
      from meter_readings r
      join clients c on c.id = r.client_id
      left join invoices i on i.reading_id = r.id and i.cancelled_at is null
      where r.cycle_id = ${cycleId}`,
  );
  return row ?? { already_issued: 0, skipped_ignored: 0, skipped_inactive: 0 };
}

/** Column-wise values of invoices to insert; every array has one entry per invoice. */
export type InvoiceColumns = {
  invoiceNo: string[];
  seq: number[];
  clientId: number[];
  meterId: number[];
  readingId: number[];
  tariffVersionId: number[];
  previousReading: number[];
  currentReading: number[];
  units: number[];
  /** 1-based index into `InvoiceBatchShared.tiers` (most bills share a handful of tier sets). */
  tiersIndex: number[];
  billSatang: number[];
  feeSatang: number[];
  vatSatang: number[];
  totalSatang: number[];
  debtSatang: number[];
  replacesInvoiceId: (number | null)[];
};

export type InvoiceBatchShared = {
  fiscalYear: number;
  invoiceDate: string;
  dueDate: string;
  cycleId: number;
  createdBy: number | null;
  /** Distinct tier lines as JSON text. */
  tiers: string[];
};

/**
 * Inserts a batch of invoices in one statement: each column travels as one array parameter
 * and `unnest` zips them back into rows, so the plan and the round trip do not grow with the
 * batch (a multi-row VALUES would need 20 parameters per row and hit the 65,535 limit).
 */
export async function insertInvoiceBatch(
  tx: Tx,
  shared: InvoiceBatchShared,
  columns: InvoiceColumns,
): Promise<void> {
  if (columns.seq.length === 0) return;
  await tx.execute(
    sql`insert into invoices (invoice_no, fiscal_year, seq, invoice_date, due_date, cycle_id,
        client_id, meter_id, reading_id, tariff_version_id, previous_reading, current_reading,
        units, tiers, bill_satang, fee_satang, vat_satang, total_satang, debt_satang, created_by,
        replaces_invoice_id)
      select x.invoice_no, ${shared.fiscalYear}::smallint, x.seq, ${shared.invoiceDate}::date,
        ${shared.dueDate}::date, ${shared.cycleId}::int, x.client_id, x.meter_id, x.reading_id,
        x.tariff_version_id, x.previous_reading, x.current_reading, x.units,
        (t.tiers[x.tiers_index])::jsonb, x.bill_satang, x.fee_satang, x.vat_satang,
        x.total_satang, x.debt_satang, ${shared.createdBy}::int, x.replaces_invoice_id
      from unnest(${textArray(columns.invoiceNo)}::text[], ${intArray(columns.seq)}::int[],
          ${intArray(columns.clientId)}::int[], ${intArray(columns.meterId)}::int[],
          ${intArray(columns.readingId)}::int[], ${intArray(columns.tariffVersionId)}::int[],
          ${intArray(columns.previousReading)}::int[], ${intArray(columns.currentReading)}::int[],
          ${intArray(columns.units)}::int[], ${intArray(columns.tiersIndex)}::int[],
          ${intArray(columns.billSatang)}::bigint[], ${intArray(columns.feeSatang)}::bigint[],
          ${intArray(columns.vatSatang)}::bigint[], ${intArray(columns.totalSatang)}::bigint[],
          ${intArray(columns.debtSatang)}::bigint[],
          ${textArray(columns.replacesInvoiceId.map((id) => (id === null ? null : String(id))))}::int[])
        as x(invoice_no, seq, client_id, meter_id, reading_id, tariff_version_id,
          previous_reading, current_reading, units, tiers_index, bill_satang, fee_satang,
          vat_satang, total_satang, debt_satang, replaces_invoice_id),
        (select ${textArray(shared.tiers)}::text[] as tiers) t`,
  );
}

/** For the message when a group has no version in force yet. */
export async function findTariffGroupName(db: Db, id: number): Promise<string | null> {
  const [row] = await rawRows<{ name_th: string }>(
    db,
    sql`select name_th from tariff_groups where id = ${id}`,
  );
  return row?.name_th ?? null;
}

/**
 * Refreshes the planner's statistics of `invoices` after a large run. PostgreSQL's autovacuum
 * would get there within a minute, the embedded database never does; until then the planner
 * still believes the table nearly empty and may pick plans that take minutes (a per-row rescan
 * of an aggregate over every unpaid invoice was seen). Run after the commit: ANALYZE inside
 * the run's transaction would keep its lock on the table's statistics until the end.
 */
export async function analyseInvoices(db: Db): Promise<void> {
  await db.execute(sql`analyze invoices`);
}
