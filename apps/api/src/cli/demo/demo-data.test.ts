import {
  BANK_IMPORT_PATHS,
  type TBankImportDetail,
  type TBankImportSummary,
} from '@prapa/contracts/bank-import';
import { DEBT_PATHS } from '@prapa/contracts/debt';
import { INSTALMENT_PATHS, type TInstalmentPlan } from '@prapa/contracts/instalments';
import { INVOICE_PATHS } from '@prapa/contracts/invoices';
import { bangkokToday, isPastDue } from '@prapa/domain/bill-state';
import { parseDocumentNo } from '@prapa/domain/document-number';
import { ROLE } from '@prapa/domain/roles';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { meters } from '../../db/schema/meters.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { tariffGroups } from '../../db/schema/tariffs.ts';
import { systemContext } from '../../lib/request-context.ts';
import { listBillingCycles } from '../../modules/billing-cycles/billing-cycles.service.ts';
import { findDataOrigin } from '../../modules/generator/generator-guard.repository.ts';
import { getTodayCash } from '../../modules/payments/debt-dashboard.service.ts';
import { TODAY } from '../../modules/readings/readings-test-kit.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from '../seed-demo.ts';
import { DEMO_CORRECTION_REASON } from './demo-correction.ts';
import { DEMO_PLAN_NOTE } from './demo-instalment.ts';
import { DEMO_OWING_HOUSEHOLDS, DEMO_PAID_TODAY, DEMO_VOID_REASON } from './demo-plan.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, TODAY);
}, 120_000);
afterAll(() => t.close());

const THAI = /^[\u0E00-\u0E7F]/;
const allInvoices = () =>
  t.db.select().from(invoices).orderBy(asc(invoices.fiscalYear), asc(invoices.seq));

describe('the demo village', () => {
  it('has 60 Thai water users with meters over five หมู่, a temple and a school not billed', async () => {
    const rows = await t.db.select().from(clients).orderBy(asc(clients.memberId));
    expect(rows).toHaveLength(60);
    for (const row of rows) {
      expect(row.firstName).toMatch(THAI);
      expect(row.lastName).toMatch(THAI);
      expect(row.houseNo).toMatch(/^\d+(\/\d+)?$/);
      expect(row.address).toMatch(/^หมู่ [1-5] ตำบล/);
    }
    expect(new Set(rows.map((r) => r.areaId)).size).toBe(5);
    expect(rows.filter((r) => r.ignored).map((r) => r.firstName)).toEqual([
      'โรงเรียนบ้านหนองน้ำใส',
      'วัดหนองน้ำใส',
    ]);
    const groups = new Map((await t.db.select().from(tariffGroups)).map((g) => [g.id, g.code]));
    const business = rows.filter((r) => groups.get(r.tariffGroupId) === 'BUS');
    expect(business.length).toBeGreaterThan(3);
    expect(business.length).toBeLessThan(rows.length / 2);
    // Four moved away and paid up; one left owing.
    expect(rows.filter((r) => r.statusCode === '2_0')).toHaveLength(4);
    expect(rows.filter((r) => r.statusCode === '2_1')).toHaveLength(1);

    const installed = await t.db.select().from(meters);
    expect(installed).toHaveLength(60);
    for (const meter of installed) expect(meter.meterNo).toMatch(/^NS-\d{7}$/);
  });

  it('has six monthly cycles up to the current month: closed ones fully read, the open one about half', async () => {
    const cycles = await listBillingCycles(systemContext(t.db, TODAY));
    expect(cycles.map((c) => [c.bill_cycle_name, c.status])).toEqual([
      ['พฤศจิกายน 2569', 'open'],
      ['ตุลาคม 2569', 'closed'],
      ['กันยายน 2569', 'closed'],
      ['สิงหาคม 2569', 'closed'],
      ['กรกฎาคม 2569', 'closed'],
      ['มิถุนายน 2569', 'closed'],
    ]);
    expect(cycles.map((c) => c.bill_year)).toEqual([2570, 2570, 2569, 2569, 2569, 2569]);
    const [open, ...closed] = cycles;
    for (const cycle of closed) {
      expect(cycle.count_noted).toBe(cycle.active_meter);
      expect(cycle.active_meter).toBeGreaterThan(50);
    }
    const share = (open?.count_noted ?? 0) / (open?.active_meter ?? 1);
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.75);
  });

  it('shows the anomalies a meter reader meets: a roll-over, a leak, a near-empty month, an estimate', async () => {
    const [a] = await rawRows<Record<string, number>>(
      t.db,
      sql`select count(*) filter (where rollover and previous_reading > 9900)::int as rollovers,
            count(*) filter (where flag = 'high')::int as high,
            count(*) filter (where flag = 'low')::int as low,
            count(*) filter (where estimated and note = 'no_access')::int as estimates,
            max(units)::int as max_units
          from meter_readings r join billing_cycles b on b.id = r.cycle_id
          where b.status = 'closed'`,
    );
    for (const key of ['rollovers', 'high', 'low', 'estimates']) {
      expect(a?.[key], key).toBeGreaterThanOrEqual(1);
    }
    expect(a?.max_units).toBeGreaterThan(35);
  });

  it('bills every closed cycle on its cut-off day, numbered per fiscal year, the open one not', async () => {
    const cycles = await listBillingCycles(systemContext(t.db, TODAY));
    const rows = await allInvoices();
    for (const cycle of cycles) {
      const own = rows.filter((r) => r.cycleId === cycle.id);
      if (cycle.status === 'open') {
        expect(own, cycle.bill_cycle_name).toHaveLength(0);
        continue;
      }
      expect(own.length, cycle.bill_cycle_name).toBeGreaterThan(45);
      // A bill re-issued after a correction is dated the day it was issued.
      const run = own.filter((r) => r.replacesInvoiceId === null);
      expect(new Set(run.map((r) => r.invoiceDate))).toEqual(new Set([cycle.bill_cut_off]));
    }
    for (const year of [2569, 2570]) {
      const seqs = rows.filter((r) => r.fiscalYear === year).map((r) => r.seq);
      expect(seqs.length, String(year)).toBeGreaterThan(0);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
    expect(rows.find((r) => r.invoiceDate.startsWith('2026-10'))?.fiscalYear).toBe(2570);
    expect(rows.find((r) => r.invoiceDate.startsWith('2026-09'))?.fiscalYear).toBe(2569);
  });

  it('bills no ignored user; debt follows the unpaid invoices, status the overdue ones; bills carry arrears', async () => {
    const rows = await allInvoices();
    const people = await t.db.select().from(clients);
    const ignored = new Set(people.filter((c) => c.ignored).map((c) => c.id));
    expect(rows.some((r) => ignored.has(r.clientId))).toBe(false);
    const owed = new Map<number, number>();
    const overdue = new Set<number>();
    const today = bangkokToday(TODAY);
    for (const r of rows) {
      if (r.receiptId !== null || r.cancelledAt !== null) continue;
      // What is still due: credit deducted and partial payments off (decision 031). A bill
      // moved into the demo plan is owed through it (no down payment and nothing billed yet:
      // the same sum) but makes nobody overdue while the plan is kept.
      const due = r.totalSatang - r.creditSatang - r.partialSatang;
      owed.set(r.clientId, (owed.get(r.clientId) ?? 0) + due);
      if (isPastDue(r.dueDate, today) && r.movedToPlanId === null) overdue.add(r.clientId);
    }
    for (const client of people) {
      expect(client.debtSatang).toBe(owed.get(client.id) ?? 0);
      expect(client.statusCode.endsWith(overdue.has(client.id) ? '_1' : '_0')).toBe(true);
    }
    expect(rows.some((r) => r.debtSatang > 0)).toBe(true);
  });

  it('leaves ten households owing 1–3 months, each with a bill past due, one of them cancelled (2_1)', async () => {
    const owing = await rawRows<{
      status_code: string;
      months: number;
      overdue: number;
      debt: number;
    }>(
      t.db,
      sql`select c.status_code, count(i.id)::int as months,
            count(i.id) filter (where i.due_date < ${bangkokToday(TODAY)}::date)::int as overdue,
            c.debt_satang::float8 as debt
          from clients c join invoices i on i.client_id = c.id and i.receipt_id is null
            and i.cancelled_at is null and i.moved_to_plan_id is null
          group by c.id`,
    );
    // One of them pays by instalments (the demo plan): they owe nothing by itself.
    expect(owing).toHaveLength(DEMO_OWING_HOUSEHOLDS - 1);
    for (const row of owing) {
      // Two or three; a member cancelled after a single bill owes that one.
      expect(row.months).toBeGreaterThanOrEqual(1);
      expect(row.months).toBeLessThanOrEqual(3);
      expect(row.overdue).toBeGreaterThanOrEqual(1);
      expect(row.debt).toBeGreaterThan(0);
    }
    expect(owing.map((r) => r.status_code).sort()).toEqual([
      ...Array(DEMO_OWING_HOUSEHOLDS - 2).fill('1_1'),
      '2_1',
    ]);
  });

  it('pays the rest after their invoice date, receipts numbered per fiscal year in date order', async () => {
    const rows = await t.db.select().from(receipts);
    expect(rows.length).toBeGreaterThan(200);
    for (const year of [2569, 2570]) {
      const own = rows
        .filter((r) => r.fiscalYear === year)
        .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
      expect(own.length, String(year)).toBeGreaterThan(10);
      const seqs = own.map((r) => parseDocumentNo(r.receiptNo)?.seq ?? 0);
      // Gapless; in date order except bank receipts, numbered when the file was applied with
      // the bank's earlier payment date (decision 020).
      expect([...seqs].sort((x, y) => x - y)).toEqual(own.map((_, i) => i + 1));
      const counter = own.filter((r) => r.method !== 'bank');
      const counterSeqs = counter.map((r) => parseDocumentNo(r.receiptNo)?.seq ?? 0);
      expect(counterSeqs).toEqual([...counterSeqs].sort((x, y) => x - y));
    }
    const [early] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from receipt_items ri
          join receipts r on r.id = ri.receipt_id join invoices i on i.id = ri.invoice_id
          where r.receipt_date <= i.invoice_date`,
    );
    expect(early?.n).toBe(0);
    expect(new Set(rows.map((r) => r.payee))).toEqual(new Set(['สมหญิง รักษ์น้ำ', 'สมชาย ใจดี']));
  });

  it('has one voided receipt with its reason, paid again, and receipts today', async () => {
    const voided = (await t.db.select().from(receipts)).filter((r) => r.voidedAt !== null);
    expect(voided).toHaveLength(1);
    expect(voided[0]?.voidReason).toBe(DEMO_VOID_REASON);
    const [again] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from receipt_items ri join receipts r on r.id = ri.receipt_id
          where r.voided_at is null and ri.invoice_id in
            (select invoice_id from receipt_items where receipt_id = ${voided[0]?.id ?? 0})`,
    );
    expect(again?.n).toBeGreaterThan(0);
    expect(await auditRows(t.db, 'receipt.void')).toHaveLength(1);

    const today = await getTodayCash(systemContext(t.db, TODAY));
    expect(today.receipts).toBe(DEMO_PAID_TODAY);
    expect(today.amount).toBeGreaterThan(0);
  });

  it('counts as generated data, so /dev/mock may replace it', async () => {
    expect(await findDataOrigin(t.db)).toMatchObject({ kind: 'generated' });
    const runs = await auditRows(t.db, 'generator.run');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.after).toMatchObject({ kind: 'demo', clients: 60, months: 6 });
  });

  it('prints a cycle’s bills as a PDF', async () => {
    const { token } = await t.loginAs(ROLE.NORM);
    const [first] = await allInvoices();
    const [client] = await t.db.select().from(clients);
    const response = await t.app.inject({
      method: 'GET',
      url: `${INVOICE_PATHS.printPdf}?cycle_id=${first?.cycleId}&area_id=${client?.areaId}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('has debt letters on record and one member disconnected after a final notice', async () => {
    const letters = await t.db.execute(
      sql`select kind, count(*)::int as n from debt_letters group by kind order by kind`,
    );
    const kinds = (letters as unknown as { rows: { kind: string; n: number }[] }).rows;
    expect(kinds.find((k) => k.kind === 'first')?.n).toBeGreaterThan(0);
    expect(kinds.find((k) => k.kind === 'final')?.n).toBe(1);
    const cut = await t.db.execute(
      sql`select count(*)::int as n from disconnections where state = 'disconnected'`,
    );
    expect((cut as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('shows the administrator applied bank files of past months on the check page, adding up', async () => {
    const admin = (await t.loginAs(ROLE.ADMIN)).token;
    // Every file, a page at a time, newest first.
    const files: TBankImportSummary[] = [];
    for (let page = 1; ; page += 1) {
      const list = await t.app.inject({
        method: 'GET',
        url: `${BANK_IMPORT_PATHS.imports}?page=${page}&page_size=100`,
        headers: bearer(admin),
      });
      expect(list.statusCode, list.body).toBe(200);
      const { rows, total } = list.json().data as { rows: TBankImportSummary[]; total: number };
      files.push(...rows);
      if (rows.length === 0 || files.length >= total) break;
    }
    expect(files.map((f) => f.id)).toEqual(files.map((f) => f.id).sort((a, b) => b - a));
    // The generated daily files of the months before, and the demo's file of yesterday.
    const applied = files.filter((f) => f.applied_count > 0);
    expect(applied.length).toBeGreaterThan(10);
    expect(new Set(applied.map((f) => f.effective_date?.slice(0, 7))).size).toBeGreaterThanOrEqual(
      5,
    );
    for (const f of files) {
      expect(f.applied_satang + f.held_satang + f.rejected_satang + f.refunded_satang).toBe(
        f.file_total_satang,
      );
      expect(f.confirmed_by).not.toBe('');
    }
    const [first] = applied;
    const detail = await t.app.inject({
      method: 'GET',
      url: BANK_IMPORT_PATHS.import.replace(':id', String(first?.id)),
      headers: bearer(admin),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const lines: TBankImportDetail['lines'] = detail.json().data.lines;
    const withReceipt = lines.filter((l) => l.outcome === 'applied');
    expect(withReceipt.length).toBe(first?.applied_count);
    for (const line of withReceipt) expect(line.receipt_no).toMatch(/^RC\d{4}\/\d{6}$/);
    // Credit balances from overpaid lines and part payments of debtors' oldest bills.
    const [money] = await rawRows<{ credit: number; parts: number }>(
      t.db,
      sql`select (select count(*)::int from clients where credit_satang > 0) as credit,
            (select count(*)::int from invoices where partial_satang > 0 and receipt_id is null) as parts`,
    );
    expect(money?.credit).toBeGreaterThan(0);
    expect(money?.parts).toBeGreaterThan(0);
  });

  it('has one member paying by instalments: off the debtor list, the plan on their account', async () => {
    const plans = await rawRows<{ id: number; client_id: number; state: string; note: string }>(
      t.db,
      sql`select id, client_id, state, note from instalment_plans`,
    );
    expect(plans).toMatchObject([{ state: 'active', note: DEMO_PLAN_NOTE }]);
    const [plan] = plans;
    const [status] = await rawRows<{ status_code: string }>(
      t.db,
      sql`select status_code from clients where id = ${plan?.client_id}`,
    );
    expect(status?.status_code).toBe('1_0');
    expect(await auditRows(t.db, 'instalment_plan.create', plan?.id)).toHaveLength(1);
    // One of its bills was part paid: the plan lists what it took over, adding up to its arrears.
    const admin = (await t.loginAs(ROLE.ADMIN)).token;
    const listed = await t.app.inject({
      method: 'GET',
      url: `${INSTALMENT_PATHS.plans}?client_id=${plan?.client_id}`,
      headers: bearer(admin),
    });
    const [shown] = listed.json().data.plans as TInstalmentPlan[];
    expect(shown?.bills.some((bill) => bill.due_satang < bill.total_satang)).toBe(true);
    expect(shown?.bills.reduce((sum, bill) => sum + bill.due_satang, 0)).toBe(
      shown?.arrears_satang,
    );
  });

  it('has one billed reading corrected: the bill cancelled with its reason and re-issued, audited', async () => {
    const rows = await allInvoices();
    const cancelled = rows.filter((r) => r.cancelledAt !== null);
    expect(cancelled).toHaveLength(1);
    const [old] = cancelled;
    expect(old?.cancelReason).toBe(DEMO_CORRECTION_REASON);
    expect(old?.receiptId).toBeNull();
    const reissue = rows.find((r) => r.replacesInvoiceId === old?.id);
    expect(reissue).toMatchObject({
      clientId: old?.clientId,
      cycleId: old?.cycleId,
      units: (old?.units ?? 0) - 10,
      cancelledAt: null,
    });
    expect(await auditRows(t.db, 'invoice.cancel', old?.id)).toHaveLength(1);
    expect(await auditRows(t.db, 'reading.correct_closed')).toHaveLength(1);
    // The member's ป.17 shows both, the cancelled one marked and not counted.
    const admin = (await t.loginAs(ROLE.ADMIN)).token;
    const ledger = await t.app.inject({
      method: 'GET',
      url: `${DEBT_PATHS.ledger}/${old?.clientId}`,
      headers: bearer(admin),
    });
    const ledgerRows: { invoice_no: string; cancelled: boolean }[] = ledger.json().data.rows;
    expect(ledgerRows.filter((r) => r.invoice_no === old?.invoiceNo)).toEqual([
      expect.objectContaining({ cancelled: true }),
    ]);
    expect(ledgerRows.filter((r) => r.invoice_no === reissue?.invoiceNo)).toEqual([
      expect.objectContaining({ cancelled: false }),
    ]);
  });

  it('turns the late-fee rule on: debtors’ newest bills carry late-fee lines in their totals', async () => {
    const [rule] = await rawRows<{ enabled: boolean }>(
      t.db,
      sql`select late_fee_enabled as enabled from debt_settings`,
    );
    expect(rule?.enabled).toBe(true);
    const lines = await rawRows<{ amount: number; charges: number; total: number; sum: number }>(
      t.db,
      sql`select ch.amount_satang::int as amount, i.charges_satang::int as charges,
            i.total_satang::int as total,
            (i.bill_satang + i.fee_satang + i.vat_satang)::int as sum
          from invoice_charges ch join invoices i on i.id = ch.invoice_id
          where ch.kind = 'late_fee'`,
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.amount).toBe(20_00);
      expect(line.total).toBe(line.sum + line.charges);
    }
  });
});
