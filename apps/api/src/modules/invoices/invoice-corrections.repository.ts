import type { TFlaggedReading, TReadingFlag } from '@prapa/contracts/invoice-corrections';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { BILLABLE } from './bill-run.repository.ts';

export type InvoiceToCancel = {
  id: number;
  invoice_no: string;
  kind: 'water' | 'opening';
  client_id: number;
  cycle_id: number | null;
  reading_id: number | null;
  total_satang: number;
  receipt_id: number | null;
  receipt_no: string | null;
  cancelled: boolean;
};

/**
 * The invoice, locked: a payment of it (which locks its invoices first, then the client) waits
 * for the cancellation or the other way round, in the same order, so neither deadlocks.
 */
export async function lockInvoice(tx: Tx, id: number): Promise<InvoiceToCancel | null> {
  const [row] = await rawRows<InvoiceToCancel>(
    tx,
    sql`select i.id, i.invoice_no, i.kind, i.client_id, i.cycle_id, i.reading_id,
        i.total_satang::float8 as total_satang, i.receipt_id, r.receipt_no,
        i.cancelled_at is not null as cancelled
      from invoices i left join receipts r on r.id = i.receipt_id
      where i.id = ${id}
      for update of i`,
  );
  return row ?? null;
}

export async function markInvoiceCancelled(
  tx: Tx,
  id: number,
  values: { at: Date; by: number; reason: string },
): Promise<void> {
  await tx.execute(
    sql`update invoices set cancelled_at = ${values.at.toISOString()}::timestamptz,
        cancelled_by = ${values.by}, cancel_reason = ${values.reason}
      where id = ${id} and cancelled_at is null and receipt_id is null and moved_to_plan_id is null`,
  );
}

/** The reading's live (not cancelled) invoice, if any. */
export async function findLiveInvoiceOfReading(
  db: Db,
  readingId: number,
): Promise<{ id: number; invoice_no: string; total_satang: number } | null> {
  const [row] = await rawRows<{ id: number; invoice_no: string; total_satang: number }>(
    db,
    sql`select id, invoice_no, total_satang::float8 as total_satang from invoices
      where reading_id = ${readingId} and cancelled_at is null`,
  );
  return row ?? null;
}

type FlaggedRow = Omit<TFlaggedReading, 'flags'> & {
  flag: 'low' | 'high' | null;
  estimated: boolean;
  rollover: boolean;
  replaced: boolean;
};

const FLAGGED = sql`(r.flag is not null or r.estimated or r.rollover or r.replaced_meter_id is not null)`;

const TO_BILL = (cycleId: number) => sql`from meter_readings r
  join clients c on c.id = r.client_id
  join areas a on a.id = c.area_id
  where r.cycle_id = ${cycleId} and ${BILLABLE}
    and not exists (select 1 from invoices i where i.reading_id = r.id and i.cancelled_at is null)`;

/**
 * What a bill run of the cycle would issue now, and the readings among them worth a look
 * (flagged high or low by the reading rules, estimated, rolled over, or the first after a
 * meter replacement), in the reader's route order, at most `limit`.
 */
export async function reviewReadingsToBill(db: Db, cycleId: number, limit: number) {
  const [counts] = await rawRows<{ to_issue: number; flagged_total: number }>(
    db,
    sql`select count(*)::int as to_issue, count(*) filter (where ${FLAGGED})::int as flagged_total
      ${TO_BILL(cycleId)}`,
  );
  const rows = await rawRows<FlaggedRow>(
    db,
    sql`select r.id as reading_id, r.meter_id, r.client_id, c.member_id as "memberId",
        trim(c.first_name || ' ' || c.last_name) as fullname, c.house_no, a.area_name,
        r.previous_reading, r.current_reading, r.units, r.flag, r.estimated, r.rollover,
        r.replaced_meter_id is not null as replaced
      ${TO_BILL(cycleId)} and ${FLAGGED}
      order by a.route_order asc nulls last, lower(a.area_code), a.id,
        substring(c.house_no from '^[0-9]{1,15}')::bigint asc nulls last, c.house_no,
        c.member_id, r.meter_id
      limit ${limit}`,
  );
  const flagged: TFlaggedReading[] = rows.map(({ flag, estimated, rollover, replaced, ...row }) => {
    const flags: TReadingFlag[] = [];
    if (flag) flags.push(flag);
    if (estimated) flags.push('estimated');
    if (rollover) flags.push('rollover');
    if (replaced) flags.push('replacement');
    return { ...row, flags };
  });
  return {
    to_issue: counts?.to_issue ?? 0,
    flagged_total: counts?.flagged_total ?? 0,
    flagged,
  };
}
