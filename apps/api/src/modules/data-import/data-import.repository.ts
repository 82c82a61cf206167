import { sql } from 'drizzle-orm';
import { intArray, textArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import type { ImportReference } from './import-rows.ts';

/** Areas, tariff groups, meter types, and which of the file's numbers are taken. */
export async function loadImportReference(
  db: Db,
  keys: { meterNos: readonly string[]; waterNos: readonly string[] },
): Promise<ImportReference> {
  const areas = await rawRows<ImportReference['areas'][number]>(
    db,
    sql`select id, area_code as code, area_name as name, active from areas order by id`,
  );
  const tariffGroups = await rawRows<ImportReference['tariffGroups'][number]>(
    db,
    sql`select id, code, name_th as "nameTh", name_en as "nameEn", active
        from tariff_groups order by id`,
  );
  const meterTypes = await rawRows<ImportReference['meterTypes'][number]>(
    db,
    sql`select id, name, digits::int as digits, active from meter_types order by id`,
  );
  // lower(meter_no) of installed meters is the unique index the insert will meet.
  const meters = await rawRows<{ key: string }>(
    db,
    sql`select lower(meter_no) as key from meters
        where removed_on is null and lower(meter_no) = any(${textArray(keys.meterNos)}::text[])`,
  );
  const waters = await rawRows<{ water_no: string }>(
    db,
    sql`select water_no from clients
        where deleted_at is null and water_no = any(${textArray(keys.waterNos)}::text[])`,
  );
  return {
    areas,
    tariffGroups,
    meterTypes,
    takenMeterNos: new Set(meters.map((m) => m.key)),
    takenWaterNos: new Set(waters.map((w) => w.water_no)),
  };
}

export type ClientColumns = {
  firstName: string[];
  lastName: string[];
  houseNo: string[];
  address: string[];
  areaId: number[];
  phone: string[];
  waterNo: (string | null)[];
  tariffGroupId: number[];
  debtSatang: number[];
};

/**
 * Inserts clients in one statement (arrays zipped by unnest, as the bill run's invoices) with
 * their debt and status already right: the opening invoice is their only invoice. Member ids
 * come from the sequence in file order; the answer is in the same order (ids are handed out
 * as the ordered rows are inserted, so ordering by id restores the file order).
 */
export async function insertClientBatch(
  tx: Tx,
  columns: ClientColumns,
  now: Date,
): Promise<{ id: number; member_id: number }[]> {
  return rawRows<{ id: number; member_id: number }>(
    tx,
    sql`with inserted as (
        insert into clients (first_name, last_name, house_no, address, area_id, phone, water_no,
          tariff_group_id, debt_satang, status_code, created_at, updated_at)
        select x.first_name, x.last_name, x.house_no, x.address, x.area_id, x.phone, x.water_no,
          x.tariff_group_id, x.debt_satang,
          case when x.debt_satang > 0 then '1_1' else '1_0' end, ${now.toISOString()}::timestamptz,
          ${now.toISOString()}::timestamptz
        from unnest(${textArray(columns.firstName)}::text[], ${textArray(columns.lastName)}::text[],
            ${textArray(columns.houseNo)}::text[], ${textArray(columns.address)}::text[],
            ${intArray(columns.areaId)}::int[], ${textArray(columns.phone)}::text[],
            ${textArray(columns.waterNo)}::text[], ${intArray(columns.tariffGroupId)}::int[],
            ${intArray(columns.debtSatang)}::bigint[]) with ordinality
          as x(first_name, last_name, house_no, address, area_id, phone, water_no,
            tariff_group_id, debt_satang, ord)
        order by x.ord
        returning id, member_id)
      select id, member_id from inserted order by id`,
  );
}

export type MeterColumns = {
  clientId: number[];
  meterNo: string[];
  meterTypeId: number[];
  initialReading: number[];
};

/** The clients' meters, installed on the import date with the last reading as the start. */
export async function insertMeterBatch(
  tx: Tx,
  columns: MeterColumns,
  installedOn: string,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`insert into meters (client_id, meter_no, meter_type_id, initial_reading, installed_on,
        created_at)
      select x.client_id, x.meter_no, x.meter_type_id, x.initial_reading, ${installedOn}::date,
        ${now.toISOString()}::timestamptz
      from unnest(${intArray(columns.clientId)}::int[], ${textArray(columns.meterNo)}::text[],
          ${intArray(columns.meterTypeId)}::int[], ${intArray(columns.initialReading)}::int[])
        as x(client_id, meter_no, meter_type_id, initial_reading)`,
  );
}

export type OpeningInvoiceColumns = {
  invoiceNo: string[];
  seq: number[];
  clientId: number[];
  totalSatang: number[];
};

/**
 * Opening balances (kind 'opening', ยอดยกมา): an amount, no cycle, meter, reading or tariff.
 * Such a debt fell due under the utility's previous system, so it is overdue from the import
 * on (due the day before the import date; docs/decisions/014) and its member owes (`_1`).
 */
export async function insertOpeningInvoiceBatch(
  tx: Tx,
  shared: { fiscalYear: number; invoiceDate: string; createdBy: number | null; now: Date },
  columns: OpeningInvoiceColumns,
): Promise<void> {
  await tx.execute(
    sql`insert into invoices (kind, invoice_no, fiscal_year, seq, invoice_date, due_date,
        client_id, previous_reading, current_reading, units, tiers, bill_satang, fee_satang,
        vat_satang, total_satang, debt_satang, created_at, created_by)
      select 'opening', x.invoice_no, ${shared.fiscalYear}::smallint, x.seq,
        ${shared.invoiceDate}::date, ${shared.invoiceDate}::date - 1, x.client_id, 0, 0, 0,
        '[]'::jsonb, x.total_satang, 0, 0, x.total_satang, 0, ${shared.now.toISOString()}::timestamptz,
        ${shared.createdBy}::int
      from unnest(${textArray(columns.invoiceNo)}::text[], ${intArray(columns.seq)}::int[],
          ${intArray(columns.clientId)}::int[], ${intArray(columns.totalSatang)}::bigint[])
        as x(invoice_no, seq, client_id, total_satang)`,
  );
}

/** Fresh planner statistics after a large import (the embedded database has no autovacuum). */
export async function analyseImportedTables(tx: Tx): Promise<void> {
  await tx.execute(sql`analyze clients`);
  await tx.execute(sql`analyze meters`);
  await tx.execute(sql`analyze invoices`);
}
