import { INVOICE_CHARGE_PATHS, type TInvoiceCharge } from '@prapa/contracts/invoice-charges';
import { INVOICE_PATHS, type TInvoiceDetail } from '@prapa/contracts/invoices';
import { READING_PATHS, type TReadingRow } from '@prapa/contracts/readings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { systemContext } from '../../lib/request-context.ts';
import thInvoices from '../../locales/th/invoices.json' with { type: 'json' };
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { runBillRun } from '../invoices/bill-run.service.ts';
import { billsDocument } from '../invoices/invoice-bill-pdf.ts';
import {
  createInvoicesKit,
  type InvoicesKit,
  TEST_METER_FEE,
} from '../invoices/invoices-test-kit.ts';

/**
 * Late fees, the reconnection fee and cut meters in the bill run (docs/decisions/028), over
 * four monthly runs (TEST_TARIFF: 25 units = 363.80 baht, meter fee 25 baht, VAT 7 %).
 * Bills are due 15 days after their date; the late fee is charged 30 days past due.
 */
let kit: InvoicesKit;
type Person = { clientId: number; meterId: number };
const p: Record<'late' | 'cut', Person> = {} as never;
const cycles: number[] = [];
const DATES = [
  '2026-09-05',
  '2026-10-05',
  '2026-11-05',
  '2026-12-05',
  '2027-01-05',
  '2027-02-05',
] as const;

const rows = <T>(query: ReturnType<typeof sql>) => rawRows<T>(kit.t.db, query);
const bill = (clientId: number, cycleId: number) =>
  rows<{ id: number; total: number; charges: number; bill: number; fee: number; vat: number }>(
    sql`select id, total_satang::int as total, charges_satang::int as charges,
          bill_satang::int as bill, fee_satang::int as fee, vat_satang::int as vat
        from invoices where client_id = ${clientId} and cycle_id = ${cycleId}
          and cancelled_at is null`,
  ).then((r) => r[0]!);
const charges = (clientId: number) =>
  rows<{ kind: string; amount: number; invoice_id: number; waived: boolean }>(
    sql`select kind, amount_satang::int as amount, invoice_id, waived_at is not null as waived
        from invoice_charges where client_id = ${clientId} order by id`,
  );
const debtIsUnpaidSum = async (clientId: number) => {
  const [row] = await rows<{ debt: number; unpaid: number }>(
    sql`select c.debt_satang::int as debt,
          coalesce((select sum(total_satang) from invoices i where i.client_id = c.id
            and i.receipt_id is null and i.cancelled_at is null), 0)::int as unpaid
        from clients c where c.id = ${clientId}`,
  );
  expect(row?.debt).toBe(row?.unpaid);
};

/**
 * Closes the last cycle, opens the month's, reads both meters (25 units a month) and bills it
 * on its date; `afterOpen` looks at the open cycle before it is read.
 */
async function month(
  index: number,
  cumulative: number,
  afterOpen?: (cycleId: number) => Promise<void>,
) {
  const date = DATES[index]!;
  const [year, mon] = date.split('-').map(Number) as [number, number];
  if (cycles.length > 0) await kit.closeCycle(cycles[cycles.length - 1]!);
  const cycleId = await kit.openCycle(year, mon);
  cycles.push(cycleId);
  await afterOpen?.(cycleId);
  if (index === 0) {
    p.late = await kit.addReadClient(cycleId, cumulative);
    p.cut = await kit.addReadClient(cycleId, cumulative);
  } else {
    for (const person of Object.values(p)) {
      const saved = await kit.save({
        cycle_id: cycleId,
        meter_id: person.meterId,
        current_reading: cumulative,
        confirm_anomaly: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  }
  return runBillRun(systemContext(kit.t.db, new Date(`${date}T05:00:00Z`)), cycleId, {
    invoiceDate: date,
  });
}

const setRule = (rule: Record<string, unknown>) =>
  rows(sql`update debt_settings set late_fee_enabled = ${rule.enabled ?? true},
      late_fee_mode = ${rule.mode ?? 'fixed'}, late_fee_fixed_satang = ${rule.fixed ?? 0},
      late_fee_rate_bp = ${rule.rate ?? 0}, late_fee_after_days = ${rule.days ?? 30},
      late_fee_base = 'bill', late_fee_cap_satang = ${rule.cap ?? null}`);

beforeAll(async () => {
  kit = await createInvoicesKit();
  await rows(sql`update organisation set due_rule = '{"kind":"days_after","days":15}'::jsonb`);
  await rows(sql`update debt_settings set reconnection_fee_satang = 10000`);
}, 60_000);
afterAll(() => kit.t.close());

describe('late fees in the bill run', () => {
  it('charges nothing while the rule is off (the default)', async () => {
    await month(0, 25);
    // September's bill is due 2026-09-20, 15 days past due on 5 October; the rule is off anyway.
    const october = await month(1, 50);
    expect(october.issued).toBe(2);
    expect(await charges(p.late.clientId)).toEqual([]);
  });

  it('adds one fixed fee per bill 30 days past due, as its own line, once ever', async () => {
    await setRule({ fixed: 2000 });
    // The cut member's bills are settled so only the late member owes.
    await rows(sql`update invoices set cancelled_at = now(), cancel_reason = 'test settle'
      where client_id = ${p.cut.clientId} and receipt_id is null and cancelled_at is null`);
    await rows(sql`update clients set debt_satang = 0 where id = ${p.cut.clientId}`);
    const november = await month(2, 75);
    // September (due 09-20) and October (due 10-20) are 46 and 16 days past due on 11-05:
    // only September's is charged.
    const lines = await charges(p.late.clientId);
    const novemberBill = await bill(p.late.clientId, cycles[2]!);
    expect(lines).toEqual([
      { kind: 'late_fee', amount: 2000, invoice_id: novemberBill.id, waived: false },
    ]);
    expect(novemberBill).toMatchObject({ charges: 2000, total: 36_380 + 2000 });
    expect(november.total_satang).toBe(2 * 36_380 + 2000);
    await debtIsUnpaidSum(p.late.clientId);

    // Shown on the bill as its own line, naming the overdue bill.
    const detail = await kit.t.app.inject({
      method: 'GET',
      url: INVOICE_PATHS.one.replace(':id', String(novemberBill.id)),
      headers: bearer(kit.norm),
    });
    const invoice = detail.json().data as TInvoiceDetail;
    const [september] = await rows<{ no: string }>(
      sql`select invoice_no as no from invoices where client_id = ${p.late.clientId}
          and cycle_id = ${cycles[0]!}`,
    );
    expect(invoice.charges).toEqual([
      expect.objectContaining({
        kind: 'late_fee',
        amount_satang: 2000,
        source_invoice_nos: [september!.no],
        waived: false,
      }),
    ]);
    expect(invoice.total_charge).toBe(
      invoice.bill_charge + invoice.fee_charge + invoice.vat_charge + 2000,
    );
    // The batch PDF prints the same line.
    const doc = billsDocument({
      organisation: { name: 'ประปาทดสอบ', address: '', tax_id: '', phone: '' },
      labels: thInvoices,
      bills: [{ ...invoice, address: '', minimum_applied: false }],
      printedAt: new Date('2026-11-05T03:00:00Z'),
    });
    expect(JSON.stringify(doc)).toContain(`ค่าปรับชำระล่าช้า (ใบแจ้งหนี้ ${september!.no})`);
  });

  it('never charges a bill twice; a percent is rounded to the satang', async () => {
    // 10 % from now on. On 12-05: September is charged already; October (due 10-20) is
    // charged now, 10 % of 363.80 = 36.38; November (due 11-20) is 15 days late, not yet.
    await setRule({ mode: 'percent', rate: 1000, cap: 50_000 });
    await month(3, 100);
    const lines = await charges(p.late.clientId);
    expect(lines.map((l) => l.amount)).toEqual([2000, 3638]);
    await debtIsUnpaidSum(p.late.clientId);
  });
});

describe('waiving a late fee', () => {
  let fee: TInvoiceCharge;
  const waive = (id: number, token: string, reason = 'ผู้ใช้น้ำป่วย ติดต่อไม่ได้') =>
    kit.t.app.inject({
      method: 'POST',
      url: INVOICE_CHARGE_PATHS.waive.replace(':id', String(id)),
      headers: bearer(token),
      payload: { params: { reason } },
    });

  it('lists the member’s fee lines; office staff may not waive (403)', async () => {
    const list = await kit.t.app.inject({
      method: 'GET',
      url: `${INVOICE_CHARGE_PATHS.list}?client_id=${p.late.clientId}`,
      headers: bearer(kit.norm),
    });
    expect(list.statusCode, list.body).toBe(200);
    const lines = list.json().data as TInvoiceCharge[];
    expect(lines).toHaveLength(2);
    fee = lines.find((l) => l.amount_satang === 3638)!;
    expect(fee).toMatchObject({ kind: 'late_fee', invoice_status: 'unpaid', waived: false });
    const refused = await waive(fee.id, kit.norm);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatch(/เฉพาะผู้ดูแลระบบ/);
  });

  it('an administrator waives it with a reason: the bill’s total and the debt drop, audited', async () => {
    const before = await bill(p.late.clientId, cycles[3]!);
    expect((await waive(fee.id, kit.admin, '')).statusCode).toBe(400);
    const done = await waive(fee.id, kit.admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ waived: true, waive_reason: 'ผู้ใช้น้ำป่วย ติดต่อไม่ได้' });
    const after = await bill(p.late.clientId, cycles[3]!);
    expect(after.total).toBe(before.total - 3638);
    expect(after.charges).toBe(before.charges - 3638);
    await debtIsUnpaidSum(p.late.clientId);
    const audited = await auditRows(kit.t.db, 'invoice_charge.waive', fee.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]?.after).toMatchObject({ reason: 'ผู้ใช้น้ำป่วย ติดต่อไม่ได้' });
    // Once only; the print no longer shows it.
    expect((await waive(fee.id, kit.admin)).statusCode).toBe(409);
    const detail = await kit.t.app.inject({
      method: 'GET',
      url: INVOICE_PATHS.one.replace(':id', String(after.id)),
      headers: bearer(kit.norm),
    });
    expect((detail.json().data as TInvoiceDetail).charges).toEqual([
      expect.objectContaining({ waived: true }),
    ]);
  });
});

describe('waiving a fee on a bill already part paid', () => {
  it('is refused in Thai (409) when part payments exceed what the bill would ask without it', async () => {
    const [line] = (await charges(p.late.clientId)).filter((l) => !l.waived);
    const target = line as { invoice_id: number; amount: number };
    const [row] = await rows<{ id: number; total: number }>(
      sql`select ch.id, i.total_satang::float8 as total from invoice_charges ch
          join invoices i on i.id = ch.invoice_id
          where ch.invoice_id = ${target.invoice_id} and ch.waived_at is null`,
    );
    const { id, total } = row as { id: number; total: number };
    // 10 baht short of the whole bill is already paid: without the 20-baht fee it would ask less.
    await rows(
      sql`update invoices set partial_satang = ${total - 1000} where id = ${target.invoice_id}`,
    );
    const refused = await kit.t.app.inject({
      method: 'POST',
      url: INVOICE_CHARGE_PATHS.waive.replace(':id', String(id)),
      headers: bearer(kit.admin),
      payload: { params: { reason: 'ขอผ่อนผัน' } },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toContain('ยกเว้นค่าปรับไม่ได้');
    const [still] = await rows<{ total: number; waived: boolean }>(
      sql`select i.total_satang::float8 as total, ch.waived_at is not null as waived
          from invoice_charges ch join invoices i on i.id = ch.invoice_id where ch.id = ${id}`,
    );
    expect(still).toEqual({ total, waived: false });
    await rows(sql`update invoices set partial_satang = 0 where id = ${target.invoice_id}`);
  });
});

describe('waiving a fee on a bill an instalment plan took over', () => {
  it('is refused in Thai (409): the plan took over the bill with its fee, and its arrears stay', async () => {
    const [line] = (await charges(p.late.clientId)).filter((l) => !l.waived);
    const target = line as { invoice_id: number };
    const [plan] = await rows<{ id: number }>(
      sql`insert into instalment_plans (client_id, arrears_satang, down_payment_satang,
            instalment_count, first_period, agreed_on, created_at)
          values (${p.late.clientId}, 100000, 0, 2, ${2026 * 12 + 11}, '2026-12-01', now())
          returning id`,
    );
    await rows(
      sql`update invoices set moved_to_plan_id = ${plan!.id} where id = ${target.invoice_id}`,
    );
    const [fee] = await rows<{ id: number; total: number }>(
      sql`select ch.id, i.total_satang::float8 as total from invoice_charges ch
          join invoices i on i.id = ch.invoice_id
          where ch.invoice_id = ${target.invoice_id} and ch.waived_at is null`,
    );
    const list = await kit.t.app.inject({
      method: 'GET',
      url: `${INVOICE_CHARGE_PATHS.list}?client_id=${p.late.clientId}`,
      headers: bearer(kit.admin),
    });
    const listed = (list.json().data as TInvoiceCharge[]).find((l) => l.id === fee!.id);
    expect(listed?.invoice_status).toBe('in_plan');
    const refused = await kit.t.app.inject({
      method: 'POST',
      url: INVOICE_CHARGE_PATHS.waive.replace(':id', String(fee!.id)),
      headers: bearer(kit.admin),
      payload: { params: { reason: 'ขอผ่อนผัน' } },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toContain('ย้ายเข้าสัญญาผ่อนชำระแล้ว');
    const [still] = await rows<{ total: number }>(
      sql`select total_satang::float8 as total from invoices where id = ${target.invoice_id}`,
    );
    expect(still?.total).toBe(fee!.total);
    await rows(sql`update invoices set moved_to_plan_id = null where id = ${target.invoice_id}`);
    await rows(sql`delete from instalment_plans where id = ${plan!.id}`);
  });
});

describe('a cut meter and the reconnection fee', () => {
  it('shows the meter as cut on the reading screen, bills the meter fee only and the fee once', async () => {
    await rows(sql`insert into disconnections (client_id, state, amount_satang, disconnected_on,
        reconnection_fee_satang) values (${p.cut.clientId}, 'disconnected', 1, '2026-12-10', 10000)`);
    await rows(sql`update invoices set cancelled_at = now(), cancel_reason = 'test settle'
      where client_id = ${p.cut.clientId} and receipt_id is null and cancelled_at is null`);
    await rows(sql`update clients set debt_satang = 0 where id = ${p.cut.clientId}`);
    await month(4, 125, async (january) => {
      const screen = await kit.t.app.inject({
        method: 'GET',
        url: `${READING_PATHS.waterHistory}?cycle_id=${january}&page_size=50`,
        headers: bearer(kit.norm),
      });
      const screenRows = screen.json().data.rows as TReadingRow[];
      expect(screenRows.find((r) => r.meter_id === p.cut.meterId)?.water_off).toBe(true);
      expect(screenRows.find((r) => r.meter_id === p.late.meterId)?.water_off).toBe(false);
    });
    const january = cycles[4]!;
    // No water charge; the meter fee and its VAT (7 % of 25.00 = 1.75); the fee line 100 baht.
    const cut = await bill(p.cut.clientId, january);
    expect(cut).toEqual({
      id: cut.id,
      bill: 0,
      fee: TEST_METER_FEE,
      vat: 175,
      charges: 10_000,
      total: TEST_METER_FEE + 175 + 10_000,
    });
    expect((await charges(p.cut.clientId)).map((c) => c.kind)).toEqual(['reconnection_fee']);
    await debtIsUnpaidSum(p.cut.clientId);

    // No fee on a fee: November's bill (due 11-20, 46 days late on 01-05) carries September's
    // 20-baht line; its fee is 10 % of 363.80, not of 383.80.
    const november = await bill(p.late.clientId, cycles[2]!);
    expect(november.charges).toBe(2000);
    const lines = await charges(p.late.clientId);
    expect(lines.map((l) => l.amount)).toEqual([2000, 3638, 3638]);
    expect(lines[2]?.invoice_id).toBe((await bill(p.late.clientId, january)).id);
  });

  it('bills the reconnection fee once: reconnected, the next bill has water and no fee', async () => {
    await rows(sql`update disconnections set state = 'reconnected', reconnected_on = '2027-01-10'
      where client_id = ${p.cut.clientId}`);
    await month(5, 150);
    const february = cycles[5]!;
    const next = await bill(p.cut.clientId, february);
    expect(next).toMatchObject({ charges: 0, total: 36_380 });
    expect((await charges(p.cut.clientId)).map((c) => c.kind)).toEqual(['reconnection_fee']);
    await debtIsUnpaidSum(p.cut.clientId);
  });
});
