import { parseBankFile } from '@prapa/domain/bank-file';
import { bangkokToday } from '@prapa/domain/bill-state';
import { parseDocumentNo } from '@prapa/domain/document-number';
import { remittanceDeadline } from '@prapa/domain/remittance';
import { ROLE } from '@prapa/domain/roles';
import { computeCharge } from '@prapa/domain/tariff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { systemContext } from '../../lib/request-context.ts';
import { auditRows, createTestAccount } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TODAY } from '../readings/readings-test-kit.ts';
import {
  findHolidays,
  findPendingDays,
  findSettings,
} from '../remittance/remittance.repository.ts';
import { type GeneratorProgress, generateData } from './generate-data.service.ts';
import { findDataOrigin } from './generator-guard.repository.ts';
import { scalePlan } from './generator-plan.ts';

const CLIENTS = 400;
const MONTHS = 14;

let t: TestApp;
const progress: GeneratorProgress[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // A cashier and an administrator: the receipts are theirs, so are the closes and remittances.
  await createTestAccount(t.db, TODAY, { role: ROLE.NORM, fullName: 'แคชเชียร์ทดสอบ' });
  await createTestAccount(t.db, TODAY, { role: ROLE.ADMIN, fullName: 'ผู้ดูแลทดสอบ' });
  await generateData(systemContext(t.db, TODAY), scalePlan(CLIENTS, MONTHS, 7), (p) =>
    progress.push(p),
  );
}, 120_000);
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => rawRows<T>(t.db, query);

describe('the scale generator', () => {
  it('makes the asked size: clients with meters, one cycle a month, the newest open and half read', async () => {
    const [counts] = await rows<Record<string, number>>(
      sql`select (select count(*)::int from clients) as clients,
            (select count(*)::int from meters) as meters,
            (select count(*)::int from billing_cycles) as cycles,
            (select count(*)::int from billing_cycles where status = 'open') as open,
            (select count(*)::int from areas) as areas`,
    );
    expect(counts).toEqual({
      clients: CLIENTS,
      meters: CLIENTS,
      cycles: MONTHS,
      open: 1,
      areas: 5,
    });
    const perCycle = await rows<{
      status: string;
      read: number;
      expected: number;
      invoiced: number;
    }>(
      sql`select b.status,
            (select count(*)::int from meter_readings r where r.cycle_id = b.id) as read,
            (select count(*)::int from clients c where c.status_code like '1_%') as expected,
            (select count(*)::int from invoices i where i.cycle_id = b.id) as invoiced
          from billing_cycles b order by b.period_year, b.period_month`,
    );
    const open = perCycle.at(-1);
    expect(open?.status).toBe('open');
    expect(open?.invoiced).toBe(0);
    expect((open?.read ?? 0) / (open?.expected ?? 1)).toBeGreaterThan(0.4);
    expect((open?.read ?? 0) / (open?.expected ?? 1)).toBeLessThan(0.7);
    for (const cycle of perCycle.slice(0, -1)) {
      expect(cycle.read).toBeGreaterThanOrEqual(cycle.expected);
      expect(cycle.invoiced).toBeGreaterThan(0.95 * cycle.read);
    }
  });

  it('chains every reading to the previous one and rolls 4-digit registers over', async () => {
    const bad = await rows<{ id: number }>(
      sql`select r.id from meter_readings r
          join meters m on m.id = r.meter_id join meter_types t on t.id = m.meter_type_id
          left join lateral (select p.current_reading from meter_readings p
            where p.meter_id = r.meter_id and p.period < r.period order by p.period desc limit 1) prev on true
          where r.previous_reading <> coalesce(prev.current_reading, m.initial_reading)
             or r.current_reading <> (r.previous_reading + r.units) % (10 ^ t.digits)::int
             or r.rollover <> (r.previous_reading + r.units >= (10 ^ t.digits)::int)`,
    );
    expect(bad).toEqual([]);
  });

  it('plants anomalies: roll-overs, spikes, low months, estimates, constant meters, cancelled users', async () => {
    const [a] = await rows<Record<string, number>>(
      sql`select (select count(*)::int from meter_readings where rollover) as rollovers,
            (select count(*)::int from meter_readings where flag = 'high') as high,
            (select count(*)::int from meter_readings where flag = 'low') as low,
            (select count(*)::int from meter_readings where estimated and note = 'no_access') as estimates,
            (select count(*)::int from (select meter_id from meter_readings group by meter_id
               having max(units) = 0 and count(*) > 3) z) as constant,
            (select count(*)::int from clients where status_code like '2_%') as cancelled,
            (select count(*)::int from clients where ignored) as ignored,
            (select max(units)::int from meter_readings) as max_units`,
    );
    for (const key of ['rollovers', 'high', 'low', 'estimates', 'constant', 'cancelled']) {
      expect(a?.[key], key).toBeGreaterThan(0);
    }
    expect(a?.max_units).toBeGreaterThan(60);
  });

  it('uses more water in the hot season (March–May) than in the rainy season', async () => {
    const months = await rows<{ month: number; avg: number }>(
      sql`select b.period_month as month, avg(r.units)::float8 as avg from meter_readings r
          join billing_cycles b on b.id = r.cycle_id where b.status = 'closed' group by 1`,
    );
    const avg = (m: number[]) => {
      const found = months.filter((r) => m.includes(r.month));
      return found.reduce((s, r) => s + r.avg, 0) / found.length;
    };
    expect(avg([3, 4, 5])).toBeGreaterThan(avg([7, 8, 9]) * 1.2);
  });

  it('bills every invoice from its reading with the tariff version in force on its date', async () => {
    const versions = await rows<{
      id: number;
      group_id: number;
      from: string;
      tiers: string;
      minimum_charge_satang: number;
      minimum_units: number;
      apply_meter_fee: boolean;
      vat_enabled: boolean;
      vat_rate_bp: number;
    }>(
      sql`select id, group_id, effective_from::text as from, tiers::text as tiers,
            minimum_charge_satang, minimum_units, apply_meter_fee, vat_enabled, vat_rate_bp
          from tariff_versions order by effective_from desc, version_no desc`,
    );
    expect(versions.length).toBe(3);
    const invoices = await rows<{
      id: number;
      tariff_version_id: number;
      group_id: number;
      invoice_date: string;
      units: number;
      fee: number;
      bill: number;
      fee_satang: number;
      vat: number;
      total: number;
      tiers: string;
      reading_ok: boolean;
    }>(
      sql`select i.id, i.tariff_version_id, c.tariff_group_id as group_id,
            i.invoice_date::text as invoice_date, i.units, t.fee_satang as fee,
            i.bill_satang::int as bill, i.fee_satang::int as fee_satang, i.vat_satang::int as vat,
            i.total_satang::int as total, i.tiers::text as tiers,
            (r.units = i.units and r.previous_reading = i.previous_reading
              and r.current_reading = i.current_reading and r.client_id = i.client_id
              and r.meter_id = i.meter_id and r.cycle_id = i.cycle_id) as reading_ok
          from invoices i join meter_readings r on r.id = i.reading_id
          join clients c on c.id = i.client_id join meters m on m.id = i.meter_id
          join meter_types t on t.id = m.meter_type_id`,
    );
    expect(invoices.length).toBeGreaterThan(CLIENTS * (MONTHS - 2));
    const used = new Set<number>();
    for (const invoice of invoices) {
      expect(invoice.reading_ok, `invoice ${invoice.id}`).toBe(true);
      const version = versions.find(
        (v) => v.group_id === invoice.group_id && v.from <= invoice.invoice_date,
      );
      expect(invoice.tariff_version_id, `invoice ${invoice.id}`).toBe(version?.id);
      if (!version) continue;
      used.add(version.id);
      const charge = computeCharge(
        { ...version, tiers: JSON.parse(version.tiers) },
        invoice.units,
        invoice.fee,
      );
      expect(
        [invoice.bill, invoice.fee_satang, invoice.vat, invoice.total, JSON.parse(invoice.tiers)],
        `invoice ${invoice.id}`,
      ).toEqual([
        charge.bill_charge_satang,
        charge.fee_charge_satang,
        charge.vat_charge_satang,
        charge.total_charge_satang,
        charge.tiers,
      ]);
    }
    expect(used.size).toBe(3);
    const [ignored] = await rows<{ n: number }>(
      sql`select count(*)::int as n from invoices i join clients c on c.id = i.client_id where c.ignored`,
    );
    expect(ignored?.n).toBe(0);
  });

  it('numbers invoices and receipts without gaps per fiscal year, counters included', async () => {
    for (const table of ['invoices', 'receipts'] as const) {
      const numbers = await rows<{ no: string; fiscal_year: number; seq: number }>(
        sql.raw(`select ${table === 'invoices' ? 'invoice_no' : 'receipt_no'} as no, fiscal_year, seq
                 from ${table} order by fiscal_year, seq`),
      );
      const years = [...new Set(numbers.map((n) => n.fiscal_year))];
      expect(years.length, table).toBeGreaterThanOrEqual(2);
      for (const year of years) {
        const own = numbers.filter((n) => n.fiscal_year === year);
        expect(own.map((n) => n.seq)).toEqual(own.map((_, i) => i + 1));
        const prefix = table === 'invoices' ? 'INV' : 'RC';
        for (const n of own) {
          expect(parseDocumentNo(n.no)).toEqual({ prefix, fiscalYear: year, seq: n.seq });
        }
        const [counter] = await rows<{ last_no: number }>(
          sql`select last_no from document_numbers
              where kind = ${table === 'invoices' ? 'invoice' : 'receipt'} and fiscal_year = ${year}`,
        );
        expect(counter?.last_no).toBe(own.length);
      }
    }
    // Receipt numbers follow the payment dates within a year.
    const disorder = await rows<{ n: number }>(
      sql`select count(*)::int as n from receipts a join receipts b
          on a.fiscal_year = b.fiscal_year and b.seq = a.seq + 1 where b.paid_at < a.paid_at`,
    );
    expect(disorder[0]?.n).toBe(0);
  });

  it('pays with receipts after the invoice date: items match, paid invoices point to their receipt', async () => {
    const [check] = await rows<Record<string, number>>(
      sql`select
            (select count(*)::int from receipts r where not exists
              (select 1 from receipt_items ri where ri.receipt_id = r.id)) as without_items,
            (select count(*)::int from receipts r where r.amount_satang <> r.advance_satang +
              (select sum(ri.amount_satang) from receipt_items ri where ri.receipt_id = r.id)) as wrong_amount,
            (select count(*)::int from receipt_items ri join invoices i on i.id = ri.invoice_id
              join receipts r on r.id = ri.receipt_id
              where i.client_id <> r.client_id or r.receipt_date <= i.invoice_date
                or case when i.receipt_id is null
                  then ri.amount_satang <> i.partial_satang or ri.amount_satang >= i.total_satang
                  else i.receipt_id <> r.id or i.paid_at <> r.paid_at or ri.amount_satang <> i.total_satang
                end) as mismatched,
            (select count(*)::int from invoices i where i.receipt_id is not null and not exists
              (select 1 from receipt_items ri where ri.invoice_id = i.id)) as paid_without_item,
            (select count(*)::int from receipts where paid_at > ${TODAY.toISOString()}::timestamptz) as future`,
    );
    expect(check).toEqual({
      without_items: 0,
      wrong_amount: 0,
      mismatched: 0,
      paid_without_item: 0,
      future: 0,
    });
  });

  it("keeps each client's debt equal to its unpaid invoices, and the status code's debt half to its overdue ones", async () => {
    const wrong = await rows<{ id: number }>(
      sql`select c.id from clients c
          left join (select client_id, sum(total_satang - credit_satang - partial_satang) as owed,
                       bool_or(due_date < ${bangkokToday(TODAY)}::date) as overdue
                     from invoices where receipt_id is null and cancelled_at is null
                     group by client_id) o
            on o.client_id = c.id
          where c.debt_satang <> coalesce(o.owed, 0)
             or right(c.status_code, 1) <> case when coalesce(o.overdue, false) then '1' else '0' end`,
    );
    expect(wrong).toEqual([]);
    const [debtors] = await rows<{ active: number; cancelled: number; months: number }>(
      sql`select count(*) filter (where status_code = '1_1')::int as active,
            count(*) filter (where status_code = '2_1')::int as cancelled,
            max((select count(*) from invoices i where i.client_id = c.id and i.receipt_id is null))::int as months
          from clients c`,
    );
    expect(debtors?.active).toBeGreaterThan(CLIENTS * 0.02);
    expect(debtors?.months).toBeLessThanOrEqual(3);
    // Arrears printed on a bill: the client's earlier invoices still unpaid when it was issued.
    const [arrears] = await rows<{ n: number }>(
      sql`select count(*)::int as n from invoices where debt_satang > 0`,
    );
    expect(arrears?.n).toBeGreaterThan(0);
  });

  it("closes every cashier-day of the past months with its receipts, and leaves this month's open", async () => {
    const monthStart = `${bangkokToday(TODAY).slice(0, 7)}-01`;
    const [c] = await rows<Record<string, number>>(
      sql`select (select count(*)::int from cash_closes) as closes,
            (select count(*)::int from cash_closes where close_date >= ${monthStart}::date) as this_month,
            (select count(*)::int from cash_closes where difference_satang <> 0) as short,
            (select count(*)::int from cash_closes where difference_satang <> 0 and reason is null) as unexplained,
            -- a live receipt of a past month outside any close, or in the wrong one
            (select count(*)::int from receipts r
              left join close_receipts cr on cr.receipt_id = r.id
              left join cash_closes k on k.id = cr.close_id
              where r.receipt_date < ${monthStart}::date and r.seq > 0 and r.voided_at is null
                and r.method = 'cash'
                and (k.id is null or k.cashier_id <> r.collected_by or k.close_date <> r.receipt_date)) as unclosed,
            -- a close whose count or expected cash is not its receipts'
            (select count(*)::int from cash_closes k where (k.receipt_count, k.expected_cash_satang,
                k.transfer_satang) <> (select count(*), coalesce(sum(r.amount_satang)
                  filter (where r.method = 'cash'), 0), coalesce(sum(r.amount_satang)
                  filter (where r.method <> 'cash'), 0)
                from close_receipts cr join receipts r on r.id = cr.receipt_id
                where cr.close_id = k.id)) as wrong_close,
            (select count(*)::int from receipts where receipt_date >= ${monthStart}::date
              and receipt_date < ${bangkokToday(TODAY)}::date) as this_month_receipts`,
    );
    expect(c?.closes).toBeGreaterThan(MONTHS);
    expect(c?.short).toBeGreaterThan(0);
    expect(c).toMatchObject({ this_month: 0, unexplained: 0, unclosed: 0, wrong_close: 0 });
    // This month's counter days wait for the cashiers: the accounting page shows them open.
    expect(c?.this_month_receipts).toBeGreaterThan(0);
    const { starts_on } = await findSettings(t.db);
    const pending = await findPendingDays(t.db, starts_on);
    expect(pending.some((d) => d.date >= monthStart && d.open > 0)).toBe(true);
    expect(pending.filter((d) => d.date < monthStart && d.open > 0)).toEqual([]);
  });

  it('remits every closed day on its deadline: each receipt in exactly one remittance, totals from the lines', async () => {
    const [m] = await rows<Record<string, number>>(
      sql`select (select count(*)::int from remittances) as remittances,
            (select count(*)::int from remittances where received_on is null) as not_received,
            -- a receipt of a remitted close without its line in that remittance
            (select count(*)::int from close_receipts cr join cash_closes k on k.id = cr.close_id
              where k.remittance_id is not null and not exists (select 1 from remittance_lines l
                where l.receipt_id = cr.receipt_id and l.kind = 'receipt' and l.remittance_id = k.remittance_id)) as missing,
            -- a line for a receipt of no remitted close
            (select count(*)::int from remittance_lines l where not exists (select 1
              from close_receipts cr join cash_closes k on k.id = cr.close_id
              where cr.receipt_id = l.receipt_id and k.remittance_id = l.remittance_id)) as stray,
            (select count(*)::int - count(distinct receipt_id)::int from remittance_lines) as twice,
            (select count(*)::int from remittance_lines l join receipts r on r.id = l.receipt_id
              where l.amount_satang <> r.amount_satang or l.method <> r.method or l.kind <> 'receipt') as wrong_line,
            (select count(*)::int from remittances m where (m.cash_satang, m.transfer_satang,
                m.adjustment_satang, m.total_satang, m.line_count) <> (select
                  coalesce(sum(amount_satang) filter (where method = 'cash'), 0),
                  coalesce(sum(amount_satang) filter (where method <> 'cash'), 0), 0,
                  coalesce(sum(amount_satang), 0), count(*)
                from remittance_lines l where l.remittance_id = m.id)) as wrong_total,
            (select coalesce(sum(total_satang), 0)::float8 from remittances) as remitted,
            (select coalesce(sum(expected_cash_satang + transfer_satang), 0)::float8
              from cash_closes where remittance_id is not null) as closed`,
    );
    expect(m?.remittances).toBeGreaterThan(MONTHS);
    expect(m).toMatchObject({
      not_received: 0,
      missing: 0,
      stray: 0,
      twice: 0,
      wrong_line: 0,
      wrong_total: 0,
    });
    expect(m?.remitted).toBe(m?.closed);

    // Each close goes out on its deadline (the settings and holidays), before today.
    const settings = await findSettings(t.db);
    const holidays = new Set((await findHolidays(t.db)).map((h) => h.day));
    const closes = await rows<{ close_date: string; remitted_on: string | null }>(
      sql`select k.close_date::text, m.remittance_date::text as remitted_on
          from cash_closes k left join remittances m on m.id = k.remittance_id`,
    );
    const today = bangkokToday(TODAY);
    for (const close of closes) {
      const due = remittanceDeadline(
        close.close_date,
        { cycleDays: settings.cycle_days, deadlineDays: settings.deadline_days },
        holidays,
      );
      expect(close.remitted_on, close.close_date).toBe(due < today ? due : null);
    }

    // Numbered RM<fy>/<n> without gaps per fiscal year in date order, counters included.
    const numbers = await rows<{ no: string; fiscal_year: number; seq: number; date: string }>(
      sql`select remittance_no as no, fiscal_year, seq, remittance_date::text as date
          from remittances order by fiscal_year, seq`,
    );
    for (const year of new Set(numbers.map((n) => n.fiscal_year))) {
      const own = numbers.filter((n) => n.fiscal_year === year);
      expect(own.map((n) => n.seq)).toEqual(own.map((_, i) => i + 1));
      expect(own.map((n) => n.date)).toEqual(own.map((n) => n.date).sort());
      for (const n of own) {
        expect(parseDocumentNo(n.no)).toEqual({ prefix: 'RM', fiscalYear: year, seq: n.seq });
      }
      const [counter] = await rows<{ last_no: number }>(
        sql`select last_no from document_numbers where kind = 'remittance' and fiscal_year = ${year}`,
      );
      expect(counter?.last_no).toBe(own.length);
    }
  });

  it('pays about a third through the bank: receipts with bank, channel, bank time and the line they came from', async () => {
    const [r] = await rows<Record<string, number>>(
      sql`select count(*)::int as receipts,
            count(*) filter (where method = 'bank')::int as bank,
            count(*) filter (where method = 'bank' and (bank_code !~ '^[0-9]{3}$'
              or bank_channel not in ('NET', 'ATM', 'EPY', 'CDM', 'IND')
              or bank_paid_at is distinct from paid_at or collected_by is not null
              or bank_ref !~ '^[0-9]{5,6}/INV[0-9]{10}#[0-9]+:[0-9]+$'
              or received_satang <> amount_satang or change_satang <> 0))::int as wrong,
            count(distinct bank_channel)::int as channels, count(distinct bank_code)::int as banks
          from receipts`,
    );
    expect(r?.bank).toBeGreaterThan((r?.receipts ?? 0) * 0.2);
    expect(r?.bank).toBeLessThan((r?.receipts ?? 0) * 0.45);
    expect(r?.wrong).toBe(0);
    expect(r?.channels).toBeGreaterThanOrEqual(4);
    expect(r?.banks).toBeGreaterThanOrEqual(4);
    // Each bank receipt is named by exactly one applied line of a file, with its amount.
    const [lines] = await rows<Record<string, number>>(
      sql`select (select count(*)::int from receipts r where r.method = 'bank' and
              (select count(*) from bank_import_lines l where l.receipt_id = r.id
                and l.outcome = 'applied' and l.amount_satang = r.amount_satang
                and l.paid_at = r.bank_paid_at and l.client_id = r.client_id
                and r.bank_ref like '%#' || l.import_id || ':' || l.record) <> 1) as unlined,
            (select count(*)::int from bank_import_lines where outcome = 'applied'
              and receipt_id is null) as applied_without_receipt`,
    );
    expect(lines).toEqual({ unlined: 0, applied_without_receipt: 0 });
  });

  it('keeps one confirmed bank file a day, every past month with some, each adding up to its lines', async () => {
    const files = await rows<{
      id: number;
      month: string;
      content: string;
      line_count: number;
      file_total_satang: number;
      applied_count: number;
      applied_satang: number;
      held_count: number;
      held_satang: number;
      lines: number;
      total: number;
      applied_n: number;
      applied: number;
      held_n: number;
      held: number;
    }>(
      sql`select b.id, to_char(b.effective_date - 1, 'YYYY-MM') as month,
            encode(b.content, 'base64') as content, b.line_count, b.file_total_satang::float8,
            b.applied_count, b.applied_satang::float8, b.held_count, b.held_satang::float8,
            count(l.id)::int as lines, sum(l.amount_satang)::float8 as total,
            count(*) filter (where l.outcome = 'applied')::int as applied_n,
            coalesce(sum(l.amount_satang) filter (where l.outcome = 'applied'), 0)::float8 as applied,
            count(*) filter (where l.outcome = 'held')::int as held_n,
            coalesce(sum(l.amount_satang) filter (where l.outcome = 'held'), 0)::float8 as held
          from bank_imports b join bank_import_lines l on l.import_id = b.id
          group by b.id order by b.id`,
    );
    const months = new Set(files.map((f) => f.month));
    // Bills are paid from the first cycle's cut-off on: every month since has files.
    expect(months.size).toBeGreaterThanOrEqual(MONTHS - 1);
    expect(files.some((f) => f.held_count > 0)).toBe(true);
    for (const f of files) {
      expect([f.line_count, f.file_total_satang]).toEqual([f.lines, f.total]);
      expect([f.applied_count, f.applied_satang, f.held_count, f.held_satang]).toEqual([
        f.applied_n,
        f.applied,
        f.held_n,
        f.held,
      ]);
    }
    // The stored file is the bank's layout and reads back to the same lines.
    for (const f of [files[0], files.at(-1)]) {
      if (!f) continue;
      const parsed = parseBankFile(new Uint8Array(Buffer.from(f.content, 'base64')));
      expect(parsed.problems).toEqual([]);
      const stored = await rows<{
        record: number;
        name: string;
        ref1: string;
        ref2: string;
        amount: number;
      }>(
        sql`select record, customer_name as name, ref1, ref2, amount_satang::float8 as amount
            from bank_import_lines where import_id = ${f.id} order by record`,
      );
      expect(
        parsed.details.map((d) => ({
          record: d.record,
          name: d.customerName,
          ref1: d.ref1,
          ref2: d.ref2,
          amount: d.amountSatang,
        })),
      ).toEqual(stored.map((s) => ({ ...s, name: s.name.slice(0, 50) })));
      expect(parsed.trailer?.creditTotalSatang).toBe(f.file_total_satang);
    }
  });

  it('keeps overpayments as credit and part payments on their bills: every satang in one place', async () => {
    const [c] = await rows<Record<string, number>>(
      sql`select
            (select count(*)::int from clients where credit_satang > 0) as holders,
            (select count(*)::int from clients c where c.credit_satang <> coalesce(
              (select sum(amount_satang) from client_credits k where k.client_id = c.id), 0)) as unledgered,
            (select count(*)::int from client_credits k join receipts r on r.id = k.receipt_id
              join bank_import_lines l on l.receipt_id = r.id
              where k.reason <> 'bank_overpaid' or k.amount_satang <> r.advance_satang
                or l.credit_satang <> r.advance_satang or l.verdict <> 'overpaid'
                or k.bank_import_id <> l.import_id or k.bank_record <> l.record) as wrong_credit,
            (select count(*)::int from receipts where advance_satang > 0) as advances,
            (select count(*)::int from client_credits) as credits,
            (select count(*)::int from invoices where partial_satang > 0) as parts,
            (select count(*)::int from invoices i where i.partial_satang > 0 and (i.receipt_id is not null
              or i.partial_satang <> (select sum(ri.amount_satang) from receipt_items ri
                join bank_import_lines l on l.receipt_id = ri.receipt_id
                where ri.invoice_id = i.id and l.verdict = 'amount_differs'
                  and l.resolution = 'partial' and l.resolved_at is not null))) as wrong_part`,
    );
    expect(c?.holders).toBeGreaterThan(0);
    expect(c?.parts).toBeGreaterThan(0);
    expect(c).toMatchObject({ unledgered: 0, wrong_credit: 0, wrong_part: 0 });
    expect(c?.advances).toBe(c?.credits);
    // All the money the bank files brought: the applied lines' receipts (bills paid, parts and
    // credit) plus what is still held, nothing twice.
    const [m] = await rows<{ files: number; receipts: number; held: number }>(
      sql`select (select sum(file_total_satang)::float8 from bank_imports) as files,
            (select sum(amount_satang)::float8 from receipts where method = 'bank') as receipts,
            (select coalesce(sum(amount_satang), 0)::float8 from bank_import_lines
              where outcome = 'held') as held`,
    );
    expect(m?.files).toBe((m?.receipts ?? 0) + (m?.held ?? 0));
  });

  it('reports progress step by step and leaves one audit row and a marker', async () => {
    expect(progress.map((p) => p.step)).toEqual([
      'prepare',
      'clients',
      ...Array(MONTHS).fill('readings'),
      ...Array(MONTHS - 1).fill('invoices'),
      ...Array(MONTHS).fill('remittances'),
      'finish',
    ]);
    expect(progress.map((p) => p.done)).toEqual(progress.map((_, i) => i + 1));
    expect(new Set(progress.map((p) => p.total))).toEqual(new Set([progress.length]));
    const runs = await auditRows(t.db, 'generator.run');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.after).toMatchObject({ kind: 'scale', clients: CLIENTS, months: MONTHS });
    expect(await findDataOrigin(t.db)).toMatchObject({ kind: 'generated' });
  });

  it('is deterministic: the same seed and size make the same data again', async () => {
    const fingerprint = async () =>
      (
        await rows<{ f: string }>(
          sql`select md5(string_agg(concat_ws(',', c.first_name, c.house_no, c.status_code,
                c.debt_satang, (select string_agg(r.units::text, ' ' order by r.period)
                  from meter_readings r where r.client_id = c.id)), ';' order by c.id)) as f
              from clients c`,
        )
      )[0]?.f;
    const before = await fingerprint();
    await generateData(systemContext(t.db, TODAY), scalePlan(CLIENTS, MONTHS, 7));
    expect(await fingerprint()).toBe(before);
    expect(await auditRows(t.db, 'generator.run')).toHaveLength(2);
  }, 120_000);
});
