import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { InvoiceKind } from '../../db/schema/invoices.ts';

/** What the public page asks for: a member id and/or a water number, and the house number. */
export type BillCheckKey = {
  /** Null when the text is not a member id (then only the water number can match). */
  memberId: number | null;
  /** The water numbers to try: as typed, upper case and lower case (see findBillCheckRow). */
  waterNos: string[];
  /** Trimmed, inner spaces collapsed, lower case; the stored one is compared the same way. */
  houseNo: string;
};

export type BillCheckBillRow = {
  kind: InvoiceKind;
  bill_cycle_name: string;
  units: number;
  amount_satang: number;
  due_date: string;
  invoice_no: string;
};

export type BillCheckCancelledRow = {
  kind: InvoiceKind;
  invoice_no: string;
  bill_cycle_name: string;
  amount_satang: number;
  cancelled_date: string;
  replaced_by: string | null;
};

export type BillCheckRow = {
  member_id: number;
  first_name: string;
  last_name: string;
  area_name: string;
  /** Unpaid invoices, oldest first. */
  bills: BillCheckBillRow[];
  /** Bills cancelled since `cancelledSince`, newest first. */
  cancelled: BillCheckCancelledRow[];
  last_payment_date: string | null;
  last_payment_method: 'cash' | 'bank' | null;
  promptpay_biller_id: string;
};

type RawBillCheckRow = Omit<BillCheckRow, 'bills' | 'cancelled'> & {
  bills: string;
  cancelled: string;
};

/**
 * The client matching the key and the second factor, with everything the page shows, in one
 * statement: one round trip whatever the outcome, so an unknown number and a wrong house
 * number cost the same (an index probe that ends with no row) and answer alike.
 *
 * The water number is matched case-insensitively through the `lower(water_no)` index
 * (migration 0018; `waterNos` come lower-cased). The house number is compared on the one
 * candidate row, so it needs no index.
 */
export async function findBillCheckRow(
  db: Db,
  key: BillCheckKey,
  cancelledSince: Date,
): Promise<BillCheckRow | null> {
  const memberId = key.memberId ?? -1;
  const waterNos = key.waterNos.length > 0 ? key.waterNos : [''];
  const [row] = await rawRows<RawBillCheckRow>(
    db,
    sql`with found as (
        select c.id, c.member_id, c.first_name, c.last_name, c.area_id
        from clients c
        where c.deleted_at is null
          and (c.member_id = ${memberId}
            or (c.water_no is not null and lower(c.water_no) in (${sql.join(
              waterNos.map((w) => sql`${w}`),
              sql`, `,
            )})))
          and lower(regexp_replace(btrim(c.house_no), '[[:space:]]+', ' ', 'g')) = ${key.houseNo}
        order by (c.member_id = ${memberId}) desc, c.id
        limit 1
      )
      select f.member_id::int as member_id, f.first_name, f.last_name, a.area_name,
        (select coalesce(json_agg(json_build_object(
            'kind', i.kind,
            'bill_cycle_name', coalesce(bc.bill_cycle_name, ''),
            'units', i.units,
            -- What is still due: credit deducted and part payments off (decision 031).
            'amount_satang', i.total_satang - i.credit_satang - i.partial_satang,
            'due_date', i.due_date::text,
            'invoice_no', i.invoice_no)
          order by bc.period_year nulls first, bc.period_month nulls first, i.id), '[]')::text
          from invoices i left join billing_cycles bc on bc.id = i.cycle_id
          where i.client_id = f.id and i.receipt_id is null and i.cancelled_at is null
            and i.moved_to_plan_id is null) as bills,
        (select coalesce(json_agg(json_build_object(
            'kind', i.kind,
            'invoice_no', i.invoice_no,
            'bill_cycle_name', coalesce(bc.bill_cycle_name, ''),
            'amount_satang', i.total_satang,
            'cancelled_date', (i.cancelled_at at time zone 'Asia/Bangkok')::date::text,
            'replaced_by', (select n.invoice_no from invoices n
              where n.replaces_invoice_id = i.id order by n.id desc limit 1))
          order by i.cancelled_at desc, i.id desc), '[]')::text
          from invoices i left join billing_cycles bc on bc.id = i.cycle_id
          where i.client_id = f.id and i.cancelled_at is not null
            and i.cancelled_at >= ${cancelledSince.toISOString()}::timestamptz) as cancelled,
        (select max(r.receipt_date)::text from receipts r
          where r.client_id = f.id and r.voided_at is null) as last_payment_date,
        (select r.method from receipts r where r.client_id = f.id and r.voided_at is null
          order by r.receipt_date desc, r.id desc limit 1) as last_payment_method,
        coalesce((select o.promptpay_biller_id from organisation o where o.id = 1), '')
          as promptpay_biller_id
      from found f join areas a on a.id = f.area_id`,
  );
  if (!row) return null;
  return {
    ...row,
    bills: JSON.parse(row.bills) as BillCheckBillRow[],
    cancelled: JSON.parse(row.cancelled) as BillCheckCancelledRow[],
  };
}
