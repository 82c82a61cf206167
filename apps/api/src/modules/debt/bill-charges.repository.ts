import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

/** The invoices one bill run issued: its fiscal year and the run of numbers it took. */
export type RunInvoices = { fiscalYear: number; firstSeq: number; count: number };

/**
 * The run's bills, live and unpaid (a run's new bills always are; the demo seed applies the
 * rule to an older run, some of whose bills are paid or cancelled since).
 */
const inRun = (run: RunInvoices, alias: string) =>
  sql.raw(
    `${alias}.fiscal_year = ${Number(run.fiscalYear)} and ${alias}.seq between ${Number(run.firstSeq)} and ${Number(run.firstSeq + run.count - 1)} and ${alias}.receipt_id is null and ${alias}.cancelled_at is null`,
  );

/** A fee line already stands when its bill is live, or it was waived (never charged again). */
const chargeStands = sql`(ci.cancelled_at is null or ch.waived_at is not null)`;

export type WaterOffInvoice = {
  id: number;
  client_id: number;
  bill_satang: number;
  fee_satang: number;
  vat_satang: number;
  vat_enabled: boolean;
  vat_rate_bp: number;
};

/**
 * The run's water bills of members whose water is cut (an order `disconnected` or
 * `reconnect_requested`): few, found from the small disconnections table.
 */
export async function findWaterOffInvoices(tx: Tx, run: RunInvoices): Promise<WaterOffInvoice[]> {
  return rawRows<WaterOffInvoice>(
    tx,
    sql`select i.id, i.client_id, i.bill_satang::float8 as bill_satang,
          i.fee_satang::float8 as fee_satang, i.vat_satang::float8 as vat_satang,
          v.vat_enabled, v.vat_rate_bp
        from disconnections d
        join invoices i on i.client_id = d.client_id and i.kind = 'water' and ${inRun(run, 'i')}
        join tariff_versions v on v.id = i.tariff_version_id
        where d.state in ('disconnected', 'reconnect_requested')`,
  );
}

/** Reprices the given bills as water-off bills: no water charge, no tier lines. */
export async function setWaterOff(
  tx: Tx,
  rows: readonly { id: number; vat_satang: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(
    sql`update invoices i set bill_satang = 0, vat_satang = x.vat, tiers = '[]'::jsonb,
          total_satang = i.fee_satang + x.vat + i.charges_satang
        from unnest(${intArray(rows.map((r) => r.id))}::int[],
                    ${intArray(rows.map((r) => r.vat_satang))}::bigint[]) as x(id, vat)
        where i.id = x.id`,
  );
}

export type UnchargedOverdueBill = {
  /** The member's first bill of this run: where the fee line goes. */
  target_invoice_id: number;
  client_id: number;
  id: number;
  due_date: string;
  total_satang: number;
  charges_satang: number;
};

/**
 * For each member billed by the run, their unpaid live bills due on or before `dueBy` (older
 * than the run) that no standing late-fee line names yet. The run's own bills are due after
 * the invoice date, so they never qualify.
 */
export async function findUnchargedOverdueBills(
  tx: Tx,
  run: RunInvoices,
  dueBy: string,
): Promise<UnchargedOverdueBill[]> {
  return rawRows<UnchargedOverdueBill>(
    tx,
    sql`with target as (
          select n.client_id, min(n.id) as invoice_id from invoices n
          where ${inRun(run, 'n')} group by n.client_id
        )
        select t.invoice_id as target_invoice_id, o.client_id, o.id, o.due_date::text as due_date,
          o.total_satang::float8 as total_satang, o.charges_satang::float8 as charges_satang
        from invoices o join target t on t.client_id = o.client_id
        where o.receipt_id is null and o.cancelled_at is null and o.due_date <= ${dueBy}::date
          and not exists (
            select 1 from invoice_charges ch join invoices ci on ci.id = ch.invoice_id
            where ch.client_id = o.client_id and ch.kind = 'late_fee'
              and o.id = any(ch.source_invoice_ids) and ${chargeStands})
        order by o.client_id, o.due_date, o.id`,
  );
}

export type UnbilledReconnection = {
  target_invoice_id: number;
  client_id: number;
  disconnection_id: number;
  fee_satang: number;
};

/**
 * Orders of members billed by the run whose water was cut on or before the invoice date, with
 * a reconnection fee frozen at the cut and no standing fee line yet.
 */
export async function findUnbilledReconnections(
  tx: Tx,
  run: RunInvoices,
  invoiceDate: string,
): Promise<UnbilledReconnection[]> {
  return rawRows<UnbilledReconnection>(
    tx,
    sql`select min(n.id) as target_invoice_id, d.client_id, d.id as disconnection_id,
          d.reconnection_fee_satang::float8 as fee_satang
        from disconnections d
        join invoices n on n.client_id = d.client_id and ${inRun(run, 'n')}
        where d.state in ('disconnected', 'reconnect_requested', 'reconnected')
          and d.reconnection_fee_satang > 0 and d.disconnected_on <= ${invoiceDate}::date
          and not exists (
            select 1 from invoice_charges ch join invoices ci on ci.id = ch.invoice_id
            where ch.disconnection_id = d.id and ${chargeStands})
        group by d.client_id, d.id, d.reconnection_fee_satang`,
  );
}

export type NewCharge = {
  invoice_id: number;
  client_id: number;
  kind: 'late_fee' | 'reconnection_fee';
  amount_satang: number;
  source_invoice_ids: number[];
  disconnection_id: number | null;
  basis: Record<string, unknown>;
};

/** Writes the fee lines and adds them to their bills' `charges_satang` and total. */
export async function insertCharges(tx: Tx, charges: readonly NewCharge[]): Promise<void> {
  if (charges.length === 0) return;
  const json = JSON.stringify(
    charges.map((c) => ({ ...c, source_invoice_ids: intArray(c.source_invoice_ids) })),
  );
  await tx.execute(
    sql`insert into invoice_charges (invoice_id, client_id, kind, amount_satang,
          source_invoice_ids, disconnection_id, basis)
        select x.invoice_id, x.client_id, x.kind, x.amount_satang, x.source_invoice_ids::int[],
          x.disconnection_id, x.basis
        from jsonb_to_recordset(${json}::jsonb) as x(invoice_id int, client_id int, kind text,
          amount_satang bigint, source_invoice_ids text, disconnection_id int, basis jsonb)`,
  );
  await tx.execute(
    sql`update invoices i set charges_satang = i.charges_satang + x.amount,
          total_satang = i.total_satang + x.amount
        from (select invoice_id, sum(amount)::bigint as amount
              from unnest(${intArray(charges.map((c) => c.invoice_id))}::int[],
                          ${intArray(charges.map((c) => c.amount_satang))}::bigint[])
                as u(invoice_id, amount) group by invoice_id) x
        where i.id = x.invoice_id`,
  );
}
