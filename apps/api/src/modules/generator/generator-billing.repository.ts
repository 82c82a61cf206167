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

/** The office's account the bank files come from and who confirmed them. */
export type GeneratorBank = {
  bankCode: string;
  accountNo: string;
  billerId: string;
  companyName: string;
  confirmedBy: number | null;
  confirmedByName: string;
};

/** Payers' banks and channels of the generated bank payments (the file's codes). */
export const GENERATED_PAYER_BANKS = ['014', '014', '004', '002', '006', '025'] as const;
export const GENERATED_CHANNELS = ['NET', 'NET', 'NET', 'ATM', 'EPY', 'CDM', 'IND'] as const;
const pickOf = (list: readonly string[], x: string) =>
  `(array[${list.map((s) => `'${s}'`).join(',')}])[1 + floor(${x} * ${list.length})::int]`;

/** The tariff version in force on a cycle's invoice date, per tariff group. */
export type VersionOf = Map<number, number>;

/** 'INV2570/000123' with the series' prefix; a seventh digit widens the number (formatDocumentNo). */
const docNo = (kind: 'invoice' | 'receipt', fy: string, seq: string) =>
  `(select prefix from document_series where kind = '${kind}') || ${fy} || '/' || case when ${seq} > 999999 then ${seq}::text else lpad(${seq}::text, 6, '0') end`;

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** A bank line's Ref1/Ref2 as the receipt's bank reference keeps them ('00042/INV2570000123'). */
export const bankRef = (memberId: string, invoiceNo: string) =>
  `case when ${memberId} >= 100000 then ${memberId}::text else lpad(${memberId}::text, 5, '0') end
    || '/' || replace(${invoiceNo}, '/', '')`;

/**
 * How a bill of the cycle was (or was partly) paid, from the member id and its total: through
 * a bank, with how much more than the bill (credit), and a debtor's part payment with its time.
 */
function payTraits(p: PlanSql, cycle: CycleRow, member: string, total: string, now: string) {
  const payAt = `(((date '${cycle.cutOff}' + ${p.payDays(member, cycle.index)})::timestamp
      + (90 + ${p.payMinutes(member, cycle.index)}) * interval '1 minute') at time zone 'UTC')`;
  return `${p.bankPayer(member)} as bank, ${p.bankPick(member, cycle.index)} as bank_pick,
      case when ${p.overpaid(member, cycle.index)} then ${p.overpayExtra(member)} else 0 end as extra,
      case when ${p.partial(member, cycle.index)} and ${total} >= 200 and ${payAt} < timestamptz '${now}'
        then ${payAt} end as part_at,
      (floor(${total} / 200.0) * 100)::bigint as part`;
}

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
      c.member_id, null::text as invoice_no, a.route_order, c.first_name || ' ' || c.last_name as full_name,
      ${p.debtor('c.member_id')} as debtor,
      pr.version_id, pr.bill, pr.fee, pr.vat, pr.total, pr.tiers_index,
      case when not ${p.unpaid('c.member_id', cycle.index)} and ${payAt} < timestamptz '${now}'
        and pr.total > 0 then ${payAt} end as paid_at,
      ${p.exactCash('c.member_id', cycle.index)} as exact_cash,
      ${p.rnd('c.member_id', 'cashier')} as cashier_pick,
      ${payTraits(p, cycle, 'c.member_id', 'pr.total', now)}
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
  /** Who confirms the bank files (the receipts' payee), and the office's bank. */
  bank: GeneratorBank;
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
  const paidInvoices = `select i.id, i.client_id, c.member_id, i.invoice_no, i.total_satang as total, i.paid_at,
      c.first_name || ' ' || c.last_name as full_name,
      ${p.exactCash('c.member_id', cycle.index)} as exact_cash,
      ${p.rnd('c.member_id', 'cashier')} as cashier_pick,
      ${payTraits(p, cycle, 'c.member_id', 'i.total_satang', input.now)}
    from invoices i join clients c on c.id = i.client_id
    where i.cycle_id = ${cycle.id} and (i.paid_at is not null or ${p.partial('c.member_id', cycle.index)})`;
  const bank = input.bank;
  const insertReceipts = (source: string) =>
    run(
      db,
      `insert into receipts (id, receipt_no, fiscal_year, seq, receipt_date, paid_at, client_id,
        amount_satang, received_satang, change_satang, payment_no, payee, collected_by,
        method, bank_code, bank_channel, bank_paid_at, advance_satang, bank_ref)
      overriding system value
      select y.id, ${docNo('receipt', 'y.fy', 'y.seq')}, y.fy, y.seq, y.receipt_date,
        y.paid_at, y.client_id, y.amount, y.received, y.received - y.amount, y.full_name,
        case when y.via_bank then ${sqlText(bank.confirmedByName)} else y.payee end,
        case when not y.via_bank then y.collected_by end,
        case when y.via_bank then 'bank' else 'cash' end,
        case when y.via_bank then ${pickOf(GENERATED_PAYER_BANKS, 'y.bank_pick')} end,
        case when y.via_bank then ${pickOf(GENERATED_CHANNELS, '(y.bank_pick * 7 - floor(y.bank_pick * 7))')} end,
        case when y.via_bank then y.paid_at end, y.advance,
        -- The line of the day's bank file that brought it (generator-bank.repository.ts numbers
        -- the files and lines the same way); later when the bill has no number yet.
        case when y.via_bank and y.invoice_no is not null then
          ${bankRef('y.member_id', 'y.invoice_no')} || '#' || ((select coalesce(max(id), 0) from bank_imports)
            + dense_rank() over (partition by y.via_bank order by y.receipt_date)) || ':'
          || (1 + row_number() over (partition by y.via_bank, y.receipt_date order by y.paid_at, y.id)) end
      from (
        select x.*, ${base} + row_number() over (partition by x.fy order by x.paid_at, x.id) as seq,
          (x.paid_at at time zone 'UTC' + interval '7 hours')::date as receipt_date,
          case when x.via_bank or x.exact_cash then x.amount else ceil(x.amount / 10000.0)::bigint * 10000 end as received,
          ${cashier('name')} as payee, ${cashier('id')} as collected_by
        from (
          select b.id, b.client_id, b.member_id, b.invoice_no, b.full_name, b.exact_cash,
            b.cashier_pick, b.bank_pick, coalesce(b.paid_at, b.part_at) as paid_at,
            b.bank or b.paid_at is null as via_bank,
            case when b.paid_at is null then b.part when b.bank then b.total + b.extra else b.total end as amount,
            case when b.paid_at is not null and b.bank then b.extra else 0 end as advance,
            ${receiptFy.replaceAll('b.paid_at', 'coalesce(b.paid_at, b.part_at)')} as fy
          from (${source}) b where b.paid_at is not null or b.part_at is not null
        ) x
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
        case when x.debtor then coalesce((select sum(i.total_satang - i.credit_satang - i.partial_satang) from invoices i
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
  // A part payment leaves its bill unpaid: the bill carries it (debt = total − credit − part).
  await run(
    db,
    `update invoices i set partial_satang = r.amount_satang
      from receipts r where r.id = i.id and i.cycle_id = ${cycle.id} and i.receipt_id is null`,
  );
  await run(
    db,
    `insert into receipt_items (receipt_id, invoice_id, amount_satang)
      select id, id, case when receipt_id is null then partial_satang else total_satang end
      from invoices where cycle_id = ${cycle.id} and (receipt_id is not null or partial_satang > 0)`,
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
      from (select client_id, sum(total_satang - credit_satang - partial_satang) as debt,
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
