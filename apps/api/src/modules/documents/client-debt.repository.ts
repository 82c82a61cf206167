import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

export type ClientDebtChange = {
  client_id: number;
  debt_before: number;
  debt_after: number;
  status_before: string;
  status_after: string;
};

/**
 * A member owes (status `_1`, ค้างชำระ) when a live bill of theirs is unpaid past its due date
 * (docs/decisions/014; the same rule as `billState` in packages/domain/bill-state.ts). `today`
 * is the Bangkok calendar date ('YYYY-MM-DD') of the use case's clock.
 */
const overdueOf = (clientId: ReturnType<typeof sql>, today: string) =>
  sql`exists (select 1 from invoices o where o.client_id = ${clientId} and o.receipt_id is null
        and o.cancelled_at is null and o.moved_to_plan_id is null and o.due_date < ${today}::date)`;

/**
 * What an active instalment plan still owes that no live invoice carries yet: its instalments
 * not billed (or whose bill was cancelled). Bills the plan took over (`moved_to_plan_id`) are
 * owed through it, never themselves (docs/decisions/029).
 */
const planUnbilledOf = (clientId: ReturnType<typeof sql>) =>
  sql`coalesce((select sum(it.amount_satang) from instalment_plans p
        join instalment_items it on it.plan_id = p.id
        where p.client_id = ${clientId} and p.state = 'active'
          and not exists (select 1 from invoices b where b.id = it.invoice_id
                          and b.cancelled_at is null)), 0)::bigint`;

/**
 * Sets each given client's `debt_satang` to what is still due on its live unpaid invoices
 * (total less credit deducted and partial payments, docs/decisions/031; due and overdue
 * alike; bills taken over by an instalment plan left out) plus what an active plan has not
 * billed yet (docs/decisions/029), and the debt half of its status code (1_0 ↔ 1_1, 2_0 ↔ 2_1) to whether one
 * of them is overdue on `today`, in one statement. Call it in the transaction that issued,
 * paid, un-paid or cancelled the invoices (spec: debt and status move together with the
 * invoices). Returns only the clients whose debt or status changed.
 *
 * Recomputing from the invoices, rather than adding and subtracting, cannot drift.
 */
export async function refreshClientDebt(
  tx: Tx,
  clientIds: readonly number[],
  today: string,
): Promise<ClientDebtChange[]> {
  if (clientIds.length === 0) return [];
  return rawRows<ClientDebtChange>(tx, refreshClientDebtSql(clientIds, today));
}

/**
 * The statement of `refreshClientDebt` (an UPDATE … RETURNING the changed clients as
 * `ClientDebtChange` rows), for a caller that runs it as one part of a larger statement: the
 * counter payment refreshes the debt in the statement that numbers its receipt, one round trip
 * fewer. Like any part of a WITH, it sees what earlier statements of the transaction wrote.
 */
export function refreshClientDebtSql(clientIds: readonly number[], today: string): SQL {
  const ids = intArray([...new Set(clientIds)]);
  return sql`with owed as (
          select c.id,
                 coalesce((select sum(i.total_satang - i.credit_satang - i.partial_satang) from invoices i
                           where i.client_id = c.id and i.receipt_id is null
                             and i.cancelled_at is null and i.moved_to_plan_id is null), 0)
                 + ${planUnbilledOf(sql`c.id`)} as debt,
                 ${overdueOf(sql`c.id`, today)} as overdue
          from clients c
          where c.id = any(${ids}::int[])
        ),
        before as (
          select c.id, c.debt_satang, c.status_code from clients c join owed on owed.id = c.id
          for update of c
        )
        update clients c
        set debt_satang = owed.debt,
            status_code = left(c.status_code, 2) || case when owed.overdue then '1' else '0' end,
            updated_at = now()
        from owed, before
        where c.id = owed.id and before.id = owed.id
          and (c.debt_satang <> owed.debt
               or c.status_code <> left(c.status_code, 2) || case when owed.overdue then '1' else '0' end)
        returning c.id as client_id, before.debt_satang::float8 as debt_before,
                  owed.debt::float8 as debt_after, before.status_code as status_before,
                  c.status_code as status_after`;
}

/**
 * Adds newly issued, unpaid amounts to clients' debt, in one statement: the bill run's
 * shortcut for refreshClientDebt. It knows exactly what it just added, so it needs neither
 * the per-client sums over every unpaid invoice nor fresh planner statistics for them (a
 * third of the run at 100,000 meters).
 *
 * The status changes only when the new invoices are themselves already past due (`overdue`:
 * an internal caller billing an old date, such as the demo seed); a bill issued today is due,
 * not overdue, and leaves the status as the overdue refresh keeps it.
 *
 * Adding to the row's current value (read under the row lock the UPDATE takes) stays right
 * when a payment commits in between: that payment recomputed the debt without the run's
 * uncommitted invoices, and the run adds them on top. `amounts[i]` belongs to `clientIds[i]`;
 * a client may appear more than once. Returns how many clients' status code became `_1`.
 */
export async function addClientDebt(
  tx: Tx,
  clientIds: readonly number[],
  amounts: readonly number[],
  overdue: boolean,
): Promise<{ statusChanged: number }> {
  if (clientIds.length !== amounts.length) throw new RangeError('one amount per client');
  if (clientIds.length === 0) return { statusChanged: 0 };
  const [row] = await rawRows<{ status_changed: number }>(
    tx,
    sql`with added as (
          select id, sum(amount)::bigint as amount
          from unnest(${intArray(clientIds)}::int[], ${intArray(amounts)}::bigint[])
            as a(id, amount)
          group by id
        ),
        before as (
          select c.id, c.status_code from clients c join added on added.id = c.id
          where added.amount <> 0
          for update of c
        ),
        updated as (
          update clients c
          set debt_satang = c.debt_satang + added.amount,
              status_code = case when ${overdue}::boolean and added.amount > 0
                                 then left(c.status_code, 2) || '1' else c.status_code end,
              updated_at = now()
          from added, before
          where c.id = added.id and before.id = added.id
          returning c.status_code <> before.status_code as became_debtor
        )
        select count(*) filter (where became_debtor)::int as status_changed from updated`,
  );
  return { statusChanged: row?.status_changed ?? 0 };
}

/**
 * Takes what a bulk payment settled off its clients' debt, in one statement: a bank file's
 * confirm, whose transaction holds every invoice of these clients locked and knows exactly
 * what each receipt paid (`amounts[i]` off `clientIds[i]`; a client may appear more than
 * once), so neither the per-client sums of `refreshClientDebt` nor its row-by-row subqueries
 * are needed (a fifth of a 50,000-line confirm). The debt half of the status is set from
 * whether a live bill is still past due on `today`, found in one pass over the overdue
 * invoices' index. Returns how many clients changed.
 */
export async function lowerClientDebt(
  tx: Tx,
  clientIds: readonly number[],
  amounts: readonly number[],
  today: string,
): Promise<number> {
  if (clientIds.length !== amounts.length) throw new RangeError('one amount per client');
  if (clientIds.length === 0) return 0;
  const [row] = await rawRows<{ changed: number }>(
    tx,
    sql`with paid as (
          select id, sum(amount)::bigint as amount
          from unnest(${intArray(clientIds)}::int[], ${intArray(amounts)}::bigint[]) as p(id, amount)
          group by id
        ),
        still_overdue as (
          select distinct o.client_id from invoices o
          where o.receipt_id is null and o.cancelled_at is null and o.moved_to_plan_id is null
            and o.due_date < ${today}::date and o.client_id in (select id from paid)
        ),
        updated as (
          update clients c
          set debt_satang = c.debt_satang - paid.amount,
              status_code = left(c.status_code, 2)
                || case when still_overdue.client_id is null then '0' else '1' end,
              updated_at = now()
          from paid left join still_overdue on still_overdue.client_id = paid.id
          where c.id = paid.id and paid.amount <> 0
          returning c.id
        )
        select count(*)::int as changed from updated`,
  );
  return row?.changed ?? 0;
}

/**
 * The scheduled overdue refresh (docs/decisions/014): due dates pass at midnight without
 * anyone touching a member, so every member's debt half of the status is set from whether a
 * live bill of theirs is past due on `today`. One statement over all clients (a hash join
 * with the overdue invoices' client ids), writing only the rows whose status changes.
 */
export async function refreshOverdueStatuses(
  db: Db,
  today: string,
  now: Date,
): Promise<{ became_overdue: number; cleared: number }> {
  const [row] = await rawRows<{ became_overdue: number; cleared: number }>(
    db,
    sql`with overdue as (
          select distinct client_id from invoices
          where receipt_id is null and cancelled_at is null and moved_to_plan_id is null
            and due_date < ${today}::date
        ),
        target as (
          select c.id, left(c.status_code, 2)
                   || case when o.client_id is null then '0' else '1' end as status_code
          from clients c left join overdue o on o.client_id = c.id
        ),
        updated as (
          update clients c set status_code = t.status_code, updated_at = ${now.toISOString()}::timestamptz
          from target t
          where c.id = t.id and c.status_code <> t.status_code
          returning right(t.status_code, 1) = '1' as owes
        )
        select count(*) filter (where owes)::int as became_overdue,
               count(*) filter (where not owes)::int as cleared
        from updated`,
  );
  return row ?? { became_overdue: 0, cleared: 0 };
}
