import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
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
 * Sets each given client's `debt_satang` to the sum of its unpaid invoices and the debt half
 * of its status code (1_0 ↔ 1_1, 2_0 ↔ 2_1) to match, in one statement. Call it in the
 * transaction that issued, paid or un-paid the invoices (spec: debt and status move together
 * with the invoices). Returns only the clients whose debt or status changed.
 *
 * Recomputing from the invoices, rather than adding and subtracting, cannot drift.
 */
export async function refreshClientDebt(
  tx: Tx,
  clientIds: readonly number[],
): Promise<ClientDebtChange[]> {
  if (clientIds.length === 0) return [];
  const ids = intArray([...new Set(clientIds)]);
  return rawRows<ClientDebtChange>(
    tx,
    sql`with owed as (
          select c.id,
                 coalesce((select sum(i.total_satang) from invoices i
                           where i.client_id = c.id and i.receipt_id is null
                             and i.cancelled_at is null), 0)::bigint as debt
          from clients c
          where c.id = any(${ids}::int[])
        ),
        before as (
          select c.id, c.debt_satang, c.status_code from clients c join owed on owed.id = c.id
          for update of c
        )
        update clients c
        set debt_satang = owed.debt,
            status_code = left(c.status_code, 2) || case when owed.debt > 0 then '1' else '0' end,
            updated_at = now()
        from owed, before
        where c.id = owed.id and before.id = owed.id
          and (c.debt_satang <> owed.debt
               or c.status_code <> left(c.status_code, 2) || case when owed.debt > 0 then '1' else '0' end)
        returning c.id as client_id, before.debt_satang::float8 as debt_before,
                  owed.debt::float8 as debt_after, before.status_code as status_before,
                  c.status_code as status_after`,
  );
}

/**
 * Adds newly issued, unpaid amounts to clients' debt and sets the debt half of their status
 * to match, in one statement: the bill run's shortcut for refreshClientDebt. It knows exactly
 * what it just added, so it needs neither the per-client sums over every unpaid invoice nor
 * fresh planner statistics for them (a third of the run at 100,000 meters).
 *
 * Adding to the row's current value (read under the row lock the UPDATE takes) stays right
 * when a payment commits in between: that payment recomputed the debt without the run's
 * uncommitted invoices, and the run adds them on top. `amounts[i]` belongs to `clientIds[i]`;
 * a client may appear more than once. Returns how many clients' status code changed.
 */
export async function addClientDebt(
  tx: Tx,
  clientIds: readonly number[],
  amounts: readonly number[],
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
        updated as (
          update clients c
          set debt_satang = c.debt_satang + added.amount,
              status_code = left(c.status_code, 2)
                || case when c.debt_satang + added.amount > 0 then '1' else '0' end,
              updated_at = now()
          from added
          where c.id = added.id and added.amount <> 0
          returning right(c.status_code, 1) = '1' and c.debt_satang = added.amount as became_debtor
        )
        select count(*) filter (where became_debtor)::int as status_changed from updated`,
  );
  return { statusChanged: row?.status_changed ?? 0 };
}
