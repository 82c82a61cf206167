import type { TInstalmentPlanState, TPlanBill } from '@prapa/contracts/instalments';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

// `due_satang` is what is still due on the bill, what a plan takes over: its total less credit
// deducted and part payments (decision 031), as the member's debt counts it. A bill in a plan
// cannot be paid or credited by itself, so read later it is still what the plan took over.
const DUE = sql`(i.total_satang - i.credit_satang - i.partial_satang)::float8`;
const BILL_COLUMNS = sql`i.id, i.invoice_no, coalesce(b.bill_cycle_name, '') as cycle_name, i.kind,
  i.due_date::text as due_date, i.total_satang::float8 as total_satang, ${DUE} as due_satang`;
const BILL_ORDER = sql`b.period_year nulls first, b.period_month nulls first, i.id`;

/**
 * The member's overdue bills that a new plan would take over (live, unpaid, past due, not in a
 * plan already; decision 014), oldest first. `lock` holds them against a payment meanwhile.
 */
export async function findArrearsBills(
  db: Db,
  clientId: number,
  today: string,
  lock = false,
): Promise<TPlanBill[]> {
  return rawRows<TPlanBill>(
    db,
    sql`select ${BILL_COLUMNS}
        from invoices i left join billing_cycles b on b.id = i.cycle_id
        where i.client_id = ${clientId} and i.receipt_id is null and i.cancelled_at is null
          and i.moved_to_plan_id is null and i.due_date < ${today}::date
        order by ${BILL_ORDER} ${lock ? sql`for update of i` : sql``}`,
  );
}

/**
 * The month (year * 12 + month - 1) whose bill carries a new plan's first instalment: this
 * month, or the month after the member's newest billed cycle when this month is billed already.
 */
export async function findNextPeriod(db: Db, clientId: number, today: string): Promise<number> {
  const [row] = await rawRows<{ period: number }>(
    db,
    sql`select greatest(
          (extract(year from ${today}::date) * 12 + extract(month from ${today}::date) - 1)::int,
          coalesce((select max(b.period_year * 12 + b.period_month) from invoices i
                    join billing_cycles b on b.id = i.cycle_id
                    where i.client_id = ${clientId} and i.cancelled_at is null), 0)) as period`,
  );
  return row?.period ?? 0;
}

export type PlanRowData = {
  id: number;
  client_id: number;
  state: TInstalmentPlanState;
  arrears_satang: number;
  down_payment_satang: number;
  instalment_count: number;
  first_period: number;
  agreed_on: string;
  note: string;
  created_by: string | null;
  closed_at: string | null;
  close_reason: string | null;
  bills: TPlanBill[];
  items: {
    no: number;
    amount_satang: number;
    invoice_no: string | null;
    due_date: string | null;
    paid: boolean;
  }[];
};

/** Plans with their bills and instalments (each instalment's live invoice, if billed). */
export async function findPlans(
  db: Db,
  filter: { clientId?: number; ids?: readonly number[] },
): Promise<PlanRowData[]> {
  const where: SQL[] = [sql`true`];
  if (filter.clientId !== undefined) where.push(sql`p.client_id = ${filter.clientId}`);
  if (filter.ids) where.push(sql`p.id = any(${intArray(filter.ids)}::int[])`);
  return rawRows<PlanRowData>(
    db,
    sql`select p.id, p.client_id, p.state, p.arrears_satang::float8 as arrears_satang,
          p.down_payment_satang::float8 as down_payment_satang, p.instalment_count,
          p.first_period, p.agreed_on::text as agreed_on, p.note, a.full_name as created_by,
          p.closed_at::text as closed_at, p.close_reason,
          coalesce((select json_agg(json_build_object('id', i.id, 'invoice_no', i.invoice_no,
              'cycle_name', coalesce(b.bill_cycle_name, ''), 'kind', i.kind,
              'due_date', i.due_date::text, 'total_satang', i.total_satang::float8,
              'due_satang', ${DUE})
              order by ${BILL_ORDER})
            from invoices i left join billing_cycles b on b.id = i.cycle_id
            where i.moved_to_plan_id = p.id), '[]'::json) as bills,
          coalesce((select json_agg(json_build_object('no', it.no,
              'amount_satang', it.amount_satang::float8, 'invoice_no', v.invoice_no,
              'due_date', v.due_date::text, 'paid', v.receipt_id is not null) order by it.no)
            from instalment_items it
            left join invoices v on v.id = it.invoice_id and v.cancelled_at is null
            where it.plan_id = p.id), '[]'::json) as items
        from instalment_plans p left join accounts a on a.id = p.created_by
        where ${sql.join(where, sql` and `)}
        order by p.id desc`,
  );
}

export async function lockPlan(
  tx: Tx,
  id: number,
): Promise<{ id: number; client_id: number; state: TInstalmentPlanState } | null> {
  const [row] = await rawRows<{ id: number; client_id: number; state: TInstalmentPlanState }>(
    tx,
    sql`select id, client_id, state from instalment_plans where id = ${id} for update`,
  );
  return row ?? null;
}

export async function insertPlan(
  tx: Tx,
  plan: {
    clientId: number;
    arrearsSatang: number;
    downPaymentSatang: number;
    count: number;
    firstPeriod: number;
    agreedOn: string;
    note: string;
    by: number | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`insert into instalment_plans (client_id, arrears_satang, down_payment_satang,
          instalment_count, first_period, agreed_on, note, created_at, created_by)
        values (${plan.clientId}, ${plan.arrearsSatang}, ${plan.downPaymentSatang}, ${plan.count},
          ${plan.firstPeriod}, ${plan.agreedOn}::date, ${plan.note},
          ${plan.now.toISOString()}::timestamptz, ${plan.by})
        returning id`,
  );
  return row!.id;
}

/** The plan's instalments (0 = the down payment, when there is one). */
export async function insertItems(
  tx: Tx,
  planId: number,
  items: readonly { no: number; amount: number }[],
): Promise<void> {
  await tx.execute(
    sql`insert into instalment_items (plan_id, no, amount_satang)
        select ${planId}, x.no, x.amount
        from unnest(${intArray(items.map((i) => i.no))}::int[],
                    ${intArray(items.map((i) => i.amount))}::bigint[]) as x(no, amount)`,
  );
}

export async function moveBillsIntoPlan(
  tx: Tx,
  planId: number,
  invoiceIds: readonly number[],
): Promise<void> {
  await tx.execute(
    sql`update invoices set moved_to_plan_id = ${planId}
        where id = any(${intArray(invoiceIds)}::int[]) and receipt_id is null
          and cancelled_at is null and moved_to_plan_id is null`,
  );
}

/**
 * One invoice of kind 'instalment' (the down payment, or the rest of a broken plan): the amount
 * is its only line. Its items point at it.
 */
export async function insertInstalmentInvoice(
  tx: Tx,
  bill: {
    invoiceNo: string;
    fiscalYear: number;
    seq: number;
    invoiceDate: string;
    dueDate: string;
    clientId: number;
    amount: number;
    by: number | null;
    now: Date;
  },
  planId: number,
  itemNos: readonly number[],
): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`insert into invoices (kind, invoice_no, fiscal_year, seq, invoice_date, due_date,
          client_id, previous_reading, current_reading, units, tiers, bill_satang, fee_satang,
          vat_satang, instalment_satang, total_satang, debt_satang, created_at, created_by)
        values ('instalment', ${bill.invoiceNo}, ${bill.fiscalYear}, ${bill.seq},
          ${bill.invoiceDate}::date, ${bill.dueDate}::date, ${bill.clientId}, 0, 0, 0, '[]'::jsonb,
          0, 0, 0, ${bill.amount}, ${bill.amount}, 0, ${bill.now.toISOString()}::timestamptz,
          ${bill.by})
        returning id`,
  );
  await tx.execute(
    sql`update instalment_items set invoice_id = ${row!.id},
          billed_at = ${bill.now.toISOString()}::timestamptz
        where plan_id = ${planId} and no = any(${intArray(itemNos)}::int[])`,
  );
  return row!.id;
}

export type ActivePlanFacts = {
  id: number;
  client_id: number;
  items: { no: number; amount_satang: number; billed: boolean; paid: boolean; overdue: boolean }[];
};

/** Every active plan (of the given clients) with what each instalment's invoice says today. */
export async function findActivePlanFacts(
  db: Db,
  today: string,
  clientIds?: readonly number[],
): Promise<ActivePlanFacts[]> {
  return rawRows<ActivePlanFacts>(
    db,
    sql`select p.id, p.client_id,
          (select json_agg(json_build_object('no', it.no, 'amount_satang', it.amount_satang::float8,
              'billed', v.id is not null, 'paid', v.receipt_id is not null,
              'overdue', v.id is not null and v.receipt_id is null
                and v.due_date < ${today}::date) order by it.no)
           from instalment_items it
           left join invoices v on v.id = it.invoice_id and v.cancelled_at is null
           where it.plan_id = p.id) as items
        from instalment_plans p
        where p.state = 'active'
          ${clientIds ? sql`and p.client_id = any(${intArray(clientIds)}::int[])` : sql``}
        order by p.id
        for update of p`,
  );
}

export async function closePlan(
  tx: Tx,
  id: number,
  values: { state: TInstalmentPlanState; at: Date; by: number | null; reason: string | null },
): Promise<void> {
  await tx.execute(
    sql`update instalment_plans set state = ${values.state},
          closed_at = ${values.at.toISOString()}::timestamptz, closed_by = ${values.by},
          close_reason = ${values.reason}
        where id = ${id}`,
  );
}

/**
 * Undoes a plan nothing of which has been paid: its down payment bill is cancelled and the
 * bills it took over are owed again by themselves.
 */
export async function releasePlanBills(
  tx: Tx,
  planId: number,
  values: { at: Date; by: number | null; reason: string },
): Promise<void> {
  await tx.execute(
    sql`update invoices set cancelled_at = ${values.at.toISOString()}::timestamptz,
          cancelled_by = ${values.by}, cancel_reason = ${values.reason}
        where id in (select it.invoice_id from instalment_items it where it.plan_id = ${planId})
          and kind = 'instalment' and receipt_id is null and cancelled_at is null`,
  );
  await tx.execute(
    sql`update invoices set moved_to_plan_id = null where moved_to_plan_id = ${planId}`,
  );
}
