import { sql } from 'drizzle-orm';
import type { BenchDatabase } from './bench-database.ts';

/**
 * On top of fillClients: two closed cycles (September and October 2026) with a reading and
 * an invoice for every installed meter, and a receipt paying September for two clients in
 * three. So a lookup finds one or two unpaid bills and, mostly, a last payment: the rows the
 * bill check reads, at 200,000 invoices and about 67,000 receipts.
 */
export async function fillBillCheckData(database: BenchDatabase): Promise<void> {
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`update organisation set promptpay_biller_id = '099400058712100' where id = 1`);
  await run(`
    insert into tariff_versions (group_id, version_no, effective_from, tiers)
    select id, 1, date '2025-10-01', '[{"from_unit":0,"to_unit":null,"rate_satang":1000}]'::jsonb
    from tariff_groups`);
  await run(`
    insert into billing_cycles (bill_cycle_no, bill_cycle_name, bill_year, period_year, period_month,
                                bill_cut_off, "order", status, closed_at)
    values (12, 'กันยายน 2569', 2569, 2026, 9, date '2026-09-25', 1, 'closed', now()),
           (1, 'ตุลาคม 2569', 2570, 2026, 10, date '2026-10-25', 2, 'closed', now())`);
  await run(`
    insert into meter_readings (cycle_id, meter_id, client_id, period, previous_reading,
                                current_reading, units)
    select bc.id, m.id, m.client_id, bc.period_year * 12 + bc.period_month - 1,
           m.initial_reading + (bc.period_month - 9) * 15,
           m.initial_reading + (bc.period_month - 8) * 15 + m.id % 7, 15 + m.id % 7
    from meters m cross join billing_cycles bc where m.removed_on is null`);
  await run(`
    insert into invoices (invoice_no, fiscal_year, seq, invoice_date, due_date, cycle_id,
                          client_id, meter_id, reading_id, tariff_version_id, previous_reading,
                          current_reading, units, tiers, bill_satang, fee_satang, vat_satang,
                          total_satang)
    select bc.bill_year || '/' || lpad((row_number() over (partition by bc.id order by r.id))::text, 6, '0'),
           bc.bill_year, row_number() over (partition by bc.id order by r.id),
           bc.bill_cut_off + 5, bc.bill_cut_off + 20, bc.id, r.client_id, r.meter_id, r.id,
           v.id, r.previous_reading, r.current_reading, r.units, '[]'::jsonb,
           r.units * 1000, 1000, 0, r.units * 1000 + 1000
    from meter_readings r
    join billing_cycles bc on bc.id = r.cycle_id
    join clients c on c.id = r.client_id
    join tariff_versions v on v.group_id = c.tariff_group_id`);
  await run(`
    insert into receipts (receipt_no, fiscal_year, seq, receipt_date, paid_at, client_id,
                          amount_satang, received_satang, change_satang, payment_no, payee)
    select '2570/' || lpad((row_number() over (order by i.id))::text, 6, '0'), 2570,
           row_number() over (order by i.id), date '2026-10-10' + (i.id % 20),
           timestamptz '2026-10-10 10:00+07' + (i.id % 20) * interval '1 day', i.client_id,
           i.total_satang, i.total_satang, 0, 'ผู้ชำระ', 'เจ้าหน้าที่'
    from invoices i join billing_cycles bc on bc.id = i.cycle_id
    where bc.period_month = 9 and i.client_id % 3 <> 0`);
  await run(`
    update invoices i set receipt_id = r.id, paid_at = r.paid_at
    from receipts r, billing_cycles bc
    where r.client_id = i.client_id and bc.id = i.cycle_id and bc.period_month = 9`);
  await run('vacuum analyze');
}
