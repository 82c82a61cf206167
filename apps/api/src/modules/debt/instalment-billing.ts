import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';

export type InstalmentBillingRun = {
  cycleId: number;
  /** The cycle's month, year * 12 + month - 1. */
  period: number;
  /** The run's invoices: numbers `firstSeq` … `firstSeq + count - 1` of `fiscalYear`. */
  fiscalYear: number;
  firstSeq: number;
  count: number;
};

/**
 * The bill run's one call into instalment plans (docs/decisions/029): each member billed by
 * this run who keeps an active plan gets its next instalment as its own line of the new bill
 * (`instalment_satang`, added to the total) — at most one instalment per plan per cycle, only
 * from the plan's first month, never one already on a live bill. An instalment whose bill was
 * cancelled is billed again (a reissue of that bill carries it). The member's debt does not
 * move: the amount leaves the plan's unbilled rest and joins the bill (refreshClientDebt counts
 * both the same way), so the run's `addClientDebt` of the water charges stays right.
 */
export async function billDueInstalments(
  tx: Tx,
  ctx: RequestContext,
  run: InstalmentBillingRun,
): Promise<{ billed: number; total_satang: number }> {
  if (run.count === 0) return { billed: 0, total_satang: 0 };
  // Most runs meet no plan at all: one index probe instead of reading the run's bills again.
  const [any] = await rawRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from instalment_plans where state = 'active') as yes`,
  );
  if (!any?.yes) return { billed: 0, total_satang: 0 };
  const [row] = await rawRows<{ billed: number; total_satang: number; invoices: string[] | null }>(
    tx,
    sql`with run as (
          select i.id, i.client_id from invoices i
          where i.fiscal_year = ${run.fiscalYear} and i.seq between ${run.firstSeq}
            and ${run.firstSeq + run.count - 1} and i.kind = 'water'
        ),
        plans as (
          select p.id, p.client_id from instalment_plans p
          where p.state = 'active' and p.first_period <= ${run.period}
            and p.client_id in (select client_id from run)
            and not exists (select 1 from instalment_items b join invoices v on v.id = b.invoice_id
              where b.plan_id = p.id and v.cycle_id = ${run.cycleId} and v.cancelled_at is null)
        ),
        due as (
          select distinct on (p.id) p.id as plan_id, it.id as item_id,
            it.amount_satang as amount, r.id as invoice_id
          from plans p
          join run r on r.client_id = p.client_id
          join instalment_items it on it.plan_id = p.id and it.no > 0
            and not exists (select 1 from invoices v where v.id = it.invoice_id
                            and v.cancelled_at is null)
          order by p.id, it.no, r.id
        ),
        items as (
          update instalment_items it set invoice_id = due.invoice_id,
            billed_at = ${ctx.now.toISOString()}::timestamptz
          from due where it.id = due.item_id
          returning it.id
        ),
        bills as (
          update invoices i set instalment_satang = i.instalment_satang + due.amount,
            total_satang = i.total_satang + due.amount
          from due where i.id = due.invoice_id
          returning i.invoice_no
        )
        select (select count(*)::int from items) as billed,
          coalesce((select sum(amount) from due), 0)::float8 as total_satang,
          (select array_agg(invoice_no order by invoice_no) from bills) as invoices`,
  );
  const result = { billed: row?.billed ?? 0, total_satang: row?.total_satang ?? 0 };
  if (result.billed > 0) {
    await audit(tx, {
      ...auditFields(ctx),
      action: 'instalment_plan.bill',
      entity: 'billing_cycle',
      entityId: run.cycleId,
      after: { ...result, invoice_nos: row?.invoices ?? [] },
    });
  }
  return result;
}
