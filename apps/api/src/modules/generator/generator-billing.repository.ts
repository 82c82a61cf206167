import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { CycleRow } from './generator-data.repository.ts';
import type { PlanSql } from './generator-plan.ts';

const run = (db: Db, text: string) => db.execute(sql.raw(text));

/** Prices of every (version, units, meter fee), computed by the domain, shipped as arrays. */
export type PriceTable = {
  versionId: number[];
  units: number[];
  meterFee: number[];
  bill: number[];
  fee: number[];
  vat: number[];
  total: number[];
  tiersIndex: number[];
  /** Distinct tier-line sets as JSON text (1-based by tiersIndex). */
  tiers: string[];
};

export type Cashier = { id: number; fullName: string };

/** The tariff version in force on a cycle's invoice date, per tariff group. */
export type VersionOf = Map<number, number>;

/** 'INV2570/000123' with the series' prefix; a seventh digit widens the number (formatDocumentNo). */
const docNo = (kind: 'invoice' | 'receipt', fy: string, seq: string) =>
  `(select prefix from document_series where kind = '${kind}') || ${fy} || '/' || case when ${seq} > 999999 then ${seq}::text else lpad(${seq}::text, 6, '0') end`;

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * One closed cycle's bills as rows: the reading, its price, and whether and when it was paid.
 * Receipts, invoices and receipt items of the cycle are all read from this.
 */
function cycleBills(
  p: PlanSql,
  cycle: CycleRow,
  prices: PriceTable,
  versions: VersionOf,
  now: string,
) {
  const version = `(case c.tariff_group_id ${[...versions].map(([g, v]) => `when ${g} then ${v}`).join(' ')} end)`;
  const arr = (values: number[], type: string) => `'{${values.join(',')}}'::${type}[]`;
  const payAt = `(((date '${cycle.cutOff}' + ${p.payDays('c.member_id', cycle.index)})::timestamp
      + (90 + ${p.payMinutes('c.member_id', cycle.index)}) * interval '1 minute') at time zone 'UTC')`;
  return `select r.id, r.client_id, r.meter_id, r.previous_reading, r.current_reading, r.units,
      c.member_id, a.route_order, c.first_name || ' ' || c.last_name as full_name,
      ${p.debtor('c.member_id')} as debtor,
      pr.version_id, pr.bill, pr.fee, pr.vat, pr.total, pr.tiers_index,
      case when not ${p.unpaid('c.member_id', cycle.index)} and ${payAt} < timestamptz '${now}'
        and pr.total > 0 then ${payAt} end as paid_at,
      ${p.exactCash('c.member_id', cycle.index)} as exact_cash,
      ${p.rnd('c.member_id', 'cashier')} as cashier_pick
    from meter_readings r
    join clients c on c.id = r.client_id
    join areas a on a.id = c.area_id
    join meters m on m.id = r.meter_id
    join meter_types t on t.id = m.meter_type_id
    join unnest(${arr(prices.versionId, 'int')}, ${arr(prices.units, 'int')}, ${arr(prices.meterFee, 'int')},
        ${arr(prices.bill, 'bigint')}, ${arr(prices.fee, 'bigint')}, ${arr(prices.vat, 'bigint')},
        ${arr(prices.total, 'bigint')}, ${arr(prices.tiersIndex, 'int')})
      as pr(version_id, units, meter_fee, bill, fee, vat, total, tiers_index)
      on pr.version_id = ${version} and pr.units = r.units and pr.meter_fee = t.fee_satang
    where r.cycle_id = ${cycle.id} and not c.ignored`;
}

export type BillCycleInput = {
  cycle: CycleRow;
  prices: PriceTable;
  versions: VersionOf;
  now: string;
  /** The last invoice number already taken in the cycle's fiscal year. */
  invoiceBase: number;
  /** The last receipt number already taken, per fiscal year. */
  receiptBase: Map<number, number>;
  fiscalYearStartMonth: number;
  cashiers: Cashier[];
  createdBy: number | null;
  /**
   * Foreign keys are off (see the service): the invoices go first and the receipts are read
   * back from them, so the bills are computed once. Otherwise receipts must exist first.
   */
  invoicesFirst: boolean;
};

/**
 * Receipts first (the invoices reference them), then the invoices with their receipt, then
 * the receipt items. Receipt and invoice ids are the reading's id, so the three statements
 * agree without a lookup; the identity sequences are moved past them at the end.
 */
export async function insertCycleBills(db: Db, p: PlanSql, input: BillCycleInput) {
  const { cycle, fiscalYearStartMonth: start } = input;
  const bills = cycleBills(p, cycle, input.prices, input.versions, input.now);
  const receiptFy = `(extract(year from b.paid_at at time zone 'UTC' + interval '7 hours')::int + 543
      + case when ${start} > 1 and extract(month from b.paid_at at time zone 'UTC' + interval '7 hours') >= ${start} then 1 else 0 end)`;
  const base = `(case x.fy ${[...input.receiptBase].map(([fy, n]) => `when ${fy} then ${n}`).join(' ')} else 0 end)`;
  const cashier = (field: 'id' | 'name') => {
    if (input.cashiers.length === 0) return field === 'id' ? 'null::int' : sqlText('เจ้าหน้าที่การเงิน');
    const list =
      field === 'id'
        ? `array[${input.cashiers.map((c) => c.id).join(',')}]::int[]`
        : `array[${input.cashiers.map((c) => sqlText(c.fullName)).join(',')}]::text[]`;
    return `(${list})[1 + floor(x.cashier_pick * ${input.cashiers.length})::int]`;
  };
  const paidInvoices = `select i.id, i.client_id, i.total_satang as total, i.paid_at,
      c.first_name || ' ' || c.last_name as full_name,
      ${p.exactCash('c.member_id', cycle.index)} as exact_cash,
      ${p.rnd('c.member_id', 'cashier')} as cashier_pick
    from invoices i join clients c on c.id = i.client_id
    where i.cycle_id = ${cycle.id} and i.paid_at is not null`;
  const insertReceipts = (source: string) =>
    run(
      db,
      `insert into receipts (id, receipt_no, fiscal_year, seq, receipt_date, paid_at, client_id,
        amount_satang, received_satang, change_satang, payment_no, payee, collected_by)
      overriding system value
      select y.id, ${docNo('receipt', 'y.fy', 'y.seq')}, y.fy, y.seq, (y.paid_at at time zone 'UTC' + interval '7 hours')::date,
        y.paid_at, y.client_id, y.total, y.received, y.received - y.total, y.full_name, y.payee, y.collected_by
      from (
        select x.*, ${base} + row_number() over (partition by x.fy order by x.paid_at, x.id) as seq,
          case when x.exact_cash then x.total else ceil(x.total / 10000.0)::bigint * 10000 end as received,
          ${cashier('name')} as payee, ${cashier('id')} as collected_by
        from (select b.*, ${receiptFy} as fy from (${source}) b where b.paid_at is not null) x
      ) y`,
    );
  const insertInvoices = () =>
    run(
      db,
      `insert into invoices (id, invoice_no, fiscal_year, seq, invoice_date, due_date, cycle_id,
        client_id, meter_id, reading_id, tariff_version_id, previous_reading, current_reading,
        units, tiers, bill_satang, fee_satang, vat_satang, total_satang, debt_satang, receipt_id,
        paid_at, created_at, created_by)
      overriding system value
      select x.id, ${docNo('invoice', String(cycle.fiscalYear), 'x.seq')}, ${cycle.fiscalYear}, x.seq,
        date '${cycle.cutOff}', date '${cycle.dueDate}', ${cycle.id}, x.client_id, x.meter_id, x.id,
        x.version_id, x.previous_reading, x.current_reading, x.units, (t.tiers[x.tiers_index])::jsonb,
        x.bill, x.fee, x.vat, x.total,
        case when x.debtor then coalesce((select sum(i.total_satang) from invoices i
          where i.client_id = x.client_id and i.receipt_id is null and i.cancelled_at is null), 0) else 0 end,
        case when x.paid_at is not null then x.id end, x.paid_at,
        ((date '${cycle.cutOff}')::timestamp + interval '2 hours') at time zone 'UTC', ${input.createdBy ?? 'null'}
      from (select b.*, ${input.invoiceBase} + row_number() over (order by b.route_order, b.member_id) as seq
            from (${bills}) b) x,
        (select array[${input.prices.tiers.map(sqlText).join(',') || "''"}]::text[] as tiers) t`,
    );
  if (input.invoicesFirst) {
    await insertInvoices();
    await insertReceipts(paidInvoices);
  } else {
    await insertReceipts(bills);
    await insertInvoices();
  }
  await run(
    db,
    `insert into receipt_items (receipt_id, invoice_id, amount_satang)
      select id, id, total_satang from invoices where cycle_id = ${cycle.id} and receipt_id is not null`,
  );
}

export async function lastSeq(db: Db, table: 'invoices' | 'receipts', fiscalYear: number) {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql.raw(
      `select coalesce(max(seq), 0)::int as n from ${table} where fiscal_year = ${fiscalYear}`,
    ),
  );
  return row?.n ?? 0;
}

/**
 * Debt and status of the clients that owe (every client starts at 0 / x_0): the debt is every
 * unpaid bill, the status `_1` only when one of them is past due on `today` (decision 014).
 * Then the number counters of every fiscal year used, and the identity sequences past the ids
 * set by hand.
 */
export async function finishBilling(db: Db, today: string): Promise<void> {
  await run(
    db,
    `update clients c set debt_satang = o.debt,
        status_code = left(c.status_code, 2) || case when o.overdue then '1' else '0' end
      from (select client_id, sum(total_satang) as debt,
              bool_or(due_date < date '${today}') as overdue
            from invoices where receipt_id is null and cancelled_at is null
            group by client_id) o
      where c.id = o.client_id`,
  );
  await run(
    db,
    `insert into document_numbers (kind, fiscal_year, last_no)
      select 'invoice', fiscal_year, max(seq) from invoices group by fiscal_year
      union all select 'receipt', fiscal_year, max(seq) from receipts group by fiscal_year
      on conflict (kind, fiscal_year) do update set last_no = excluded.last_no`,
  );
  for (const table of ['invoices', 'receipts']) {
    await run(
      db,
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}
