import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INVOICE_CORRECTION_PATHS } from '@prapa/contracts/invoice-corrections';
import type { TReportCatalogueEntry, TReportPreview } from '@prapa/contracts/reports';
import { formatBaht } from '@prapa/domain/money';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/test-app.ts';
import { writeReportFile } from './report-file.service.ts';
import { isMarked, type ReportRow } from './report-types.ts';
import {
  allReportRows,
  createReportsWorld,
  download,
  produce,
  type ReportsWorld,
  sumOf,
  xlsxTotals,
} from './reports-test-kit.ts';

let w: ReportsWorld;
let cycleId: number;
let fiscalYear: number;
let areaIds: number[];

beforeAll(async () => {
  w = await createReportsWorld();
  const [latest] = await w.rows<{ id: number; bill_year: number }>(
    sql`select b.id, b.bill_year::int as bill_year from billing_cycles b
        where exists (select 1 from invoices i where i.cycle_id = b.id)
        order by period_year desc, period_month desc limit 1`,
  );
  cycleId = latest!.id;
  fiscalYear = latest!.bill_year;
  areaIds = (await w.rows<{ id: number }>(sql`select id from areas order by id`)).map((a) => a.id);
}, 180_000);
afterAll(() => w.t.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await w.rows<T>(query))[0] as T;

/** Form 17's rows without the cancelled bills shown for the record (they count in nothing). */
const liveOf = <T extends ReportRow>(rows: T[]) => rows.filter((r) => !isMarked(r));
const FORM17_SUMS = [
  'units',
  'water',
  'topup',
  'fee',
  'vat',
  'total',
  'brought_forward',
  'grand_total',
  'paid',
  'carried_forward',
];
const sumsOf = (rows: ReportRow[]) => FORM17_SUMS.map((k) => [k, sumOf(rows, k)]);

describe('expected collection (ยอดตั้งเก็บ)', () => {
  it('billed = the live invoices of the cycle; per-area rows add up to the total', async () => {
    const { rows } = await allReportRows(w, 'expected', { cycle_id: cycleId });
    const db = await one<{ total: number; bills: number; vat: number; units: number }>(
      sql`select sum(total_satang)::float8 as total, count(*)::int as bills,
            sum(vat_satang)::float8 as vat, sum(units)::float8 as units
          from invoices where cycle_id = ${cycleId} and cancelled_at is null`,
    );
    expect(db.bills).toBeGreaterThan(100);
    expect(sumOf(rows, 'total')).toBe(db.total);
    expect(sumOf(rows, 'bills')).toBe(db.bills);
    expect(sumOf(rows, 'vat')).toBe(db.vat);
    expect(sumOf(rows, 'units')).toBe(db.units);
    // The cancelled invoice is not billed.
    const cancelled = await one<{ n: number }>(
      sql`select count(*)::int as n from invoices where cancelled_at is not null`,
    );
    expect(cancelled.n).toBe(1);
    // One area at a time gives the same total.
    let byArea = 0;
    for (const areaId of areaIds) {
      byArea += sumOf(
        (await allReportRows(w, 'expected', { cycle_id: cycleId, area_id: areaId })).rows,
        'total',
      );
    }
    expect(byArea).toBe(db.total);
  });

  it('a fiscal year covers every cycle of that year', async () => {
    const { rows } = await allReportRows(w, 'expected', { fiscal_year: fiscalYear });
    const db = await one<{ total: number; cycles: number }>(
      sql`select sum(i.total_satang)::float8 as total, count(distinct b.id)::int as cycles
          from invoices i join billing_cycles b on b.id = i.cycle_id
          where b.bill_year = ${fiscalYear} and i.cancelled_at is null`,
    );
    expect(sumOf(rows, 'total')).toBe(db.total);
    expect(new Set(rows.map((r) => r.cycle)).size).toBe(db.cycles);
  });
});

describe('collected (ยอดเก็บได้)', () => {
  it('collected = receipts not voided; billed − collected = outstanding; rate per row', async () => {
    const { rows } = await allReportRows(w, 'collected', { fiscal_year: fiscalYear });
    const db = await one<{ collected: number; billed: number }>(
      sql`select
            (select coalesce(sum(ri.amount_satang), 0)::float8 from receipt_items ri
              join receipts r on r.id = ri.receipt_id and r.voided_at is null
              join invoices i on i.id = ri.invoice_id and i.cancelled_at is null
              join billing_cycles b on b.id = i.cycle_id
              where b.bill_year = ${fiscalYear}) as collected,
            (select sum(i.total_satang)::float8 from invoices i join billing_cycles b on b.id = i.cycle_id
              where b.bill_year = ${fiscalYear} and i.cancelled_at is null) as billed`,
    );
    expect(db.collected).toBeGreaterThan(0);
    expect(sumOf(rows, 'collected')).toBe(db.collected);
    expect(sumOf(rows, 'billed')).toBe(db.billed);
    expect(sumOf(rows, 'billed') - sumOf(rows, 'collected')).toBe(sumOf(rows, 'outstanding'));
    expect(
      sumOf(rows, 'collected_cash') +
        sumOf(rows, 'collected_bank') +
        sumOf(rows, 'collected_credit'),
    ).toBe(db.collected);
    for (const row of rows) {
      expect(row.rate).toBeCloseTo(Number(row.collected) / Number(row.billed), 9);
    }
    // The voided receipt's money is not collected.
    const voided = await one<{ amount: number }>(
      sql`select amount_satang::float8 as amount from receipts where voided_at is not null`,
    );
    expect(voided.amount).toBeGreaterThan(0);
  });

  it('splits what was collected by payment method: cash, bank payments and credit', async () => {
    // Two receipts of the year's bills turned into a bank payment (as a confirmed bank file
    // writes it) and a bill the member's credit settled (as the bill run writes it), then
    // back: the world is shared with the other reports.
    const [bank, credit] = await w.rows<{ id: number; total: number }>(
      sql`select r.id, sum(i.total_satang)::float8 as total
          from receipts r join invoices i on i.receipt_id = r.id
          join billing_cycles b on b.id = i.cycle_id
          where r.voided_at is null and r.method = 'cash' and i.kind = 'water'
            and i.cancelled_at is null and b.bill_year = ${fiscalYear}
          group by r.id order by r.id limit 2`,
    );
    if (!bank || !credit) throw new Error('two cash receipts expected');
    const before = await allReportRows(w, 'collected', { fiscal_year: fiscalYear });
    await w.rows(
      sql`update receipts set method = 'bank', bank_code = '014', bank_channel = 'ATM'
          where id = ${bank.id}`,
    );
    await w.rows(sql`update receipts set method = 'credit' where id = ${credit.id}`);
    try {
      const { rows } = await allReportRows(w, 'collected', { fiscal_year: fiscalYear });
      expect(sumOf(rows, 'collected_bank')).toBe(sumOf(before.rows, 'collected_bank') + bank.total);
      expect(sumOf(rows, 'collected_credit')).toBe(
        sumOf(before.rows, 'collected_credit') + credit.total,
      );
      expect(sumOf(rows, 'collected_cash')).toBe(
        sumOf(before.rows, 'collected_cash') - bank.total - credit.total,
      );
      expect(sumOf(rows, 'collected')).toBe(sumOf(before.rows, 'collected'));
      for (const row of rows) {
        expect(
          Number(row.collected_cash) + Number(row.collected_bank) + Number(row.collected_credit),
        ).toBe(Number(row.collected));
      }
      for (const [lang, words] of [
        ['th', ['เก็บได้ (เงินสด)', 'เก็บได้ (ธนาคาร)', 'เก็บได้ (ยอดเงินคงเหลือ)']],
        ['en', ['Collected (cash)', 'Collected (bank)', 'Collected (credit)']],
      ] as const) {
        const res = await w.t.app.inject({
          method: 'POST',
          url: '/api/reports/preview',
          headers: { ...bearer(w.norm), 'accept-language': lang },
          payload: { report: 'collected', filters: { fiscal_year: fiscalYear } },
        });
        const preview = (res.json() as { data: TReportPreview }).data;
        const labels = preview.columns.map((c) => c.label);
        for (const word of words) expect(labels).toContain(word);
      }
    } finally {
      await w.rows(
        sql`update receipts set method = 'cash', bank_code = null, bank_channel = null
            where id in (${bank.id}, ${credit.id})`,
      );
    }
  });
});

describe('form 17 (ป.17)', () => {
  it('each row carries forward b/f + this month − paid, and the month reconciles with the tables', async () => {
    const form = await allReportRows(w, 'form17', { cycle_id: cycleId });
    const { groups } = form;
    const rows = liveOf(form.rows);
    for (const r of rows) {
      expect(Number(r.brought_forward) + Number(r.total) - Number(r.paid)).toBe(
        Number(r.carried_forward),
      );
      expect(Number(r.water) + Number(r.topup) + Number(r.fee) + Number(r.vat)).toBe(
        Number(r.total),
      );
    }
    expect(groups.reduce((s, g) => s + g.count, 0)).toBe(rows.length);
    const billed = await one<{ total: number }>(
      sql`select sum(total_satang)::float8 as total from invoices where cycle_id = ${cycleId} and cancelled_at is null`,
    );
    expect(sumOf(rows, 'total')).toBe(billed.total);
    // Carried forward = live invoices up to this cycle not paid by the month's last day.
    const unpaid = await one<{ total: number }>(
      sql`select coalesce(sum(i.total_satang), 0)::float8 as total
          from invoices i
          left join billing_cycles b on b.id = i.cycle_id
          left join receipts r on r.id = i.receipt_id
          cross join (select make_date(period_year, period_month, 1) as first,
                       period_year * 12 + period_month - 1 as p from billing_cycles where id = ${cycleId}) m
          where i.cancelled_at is null
            and ((i.kind = 'water' and b.period_year * 12 + b.period_month - 1 <= m.p)
              or (i.kind = 'opening' and i.invoice_date < m.first + interval '1 month'))
            and (r.id is null or r.receipt_date >= m.first + interval '1 month')`,
    );
    expect(sumOf(rows, 'carried_forward')).toBe(unpaid.total);
  });

  it('debtors only = the rows that carry arrears forward, with the same figures', async () => {
    const all = liveOf((await allReportRows(w, 'form17', { cycle_id: cycleId })).rows);
    const debtors = liveOf((await allReportRows(w, 'form17-debtors', { cycle_id: cycleId })).rows);
    const owing = all.filter((r) => Number(r.carried_forward) > 0);
    expect(debtors.length).toBe(owing.length);
    expect(debtors.length).toBeGreaterThan(0);
    expect(sumOf(debtors, 'carried_forward')).toBe(sumOf(all, 'carried_forward'));
    expect(debtors.map((r) => r.member_id)).toEqual(owing.map((r) => r.member_id));
  });

  it('an area filter keeps that area only, and the areas add up to the whole', async () => {
    const whole = sumOf(
      liveOf((await allReportRows(w, 'form17', { cycle_id: cycleId })).rows),
      'grand_total',
    );
    let parts = 0;
    for (const areaId of areaIds) {
      const { rows, groups } = await allReportRows(w, 'form17', {
        cycle_id: cycleId,
        area_id: areaId,
      });
      expect(new Set(rows.map((r) => r._group))).toEqual(new Set(groups.map((g) => g.id)));
      for (const g of groups) expect(g.id).toBe(areaId);
      parts += sumOf(liveOf(rows), 'grand_total');
    }
    expect(parts).toBe(whole);
  });

  it('shows a cancelled-and-reissued bill as its own marked row, counted in no total', async () => {
    const before = {
      all: await allReportRows(w, 'form17', { cycle_id: cycleId }),
      debtors: await allReportRows(w, 'form17-debtors', { cycle_id: cycleId }),
    };
    // An unpaid bill of the month, cancelled and re-issued the way an admin does.
    const bill = await one<{ id: number; client_id: number; invoice_no: string; total: number }>(
      sql`select i.id, i.client_id, i.invoice_no, i.total_satang::float8 as total from invoices i
          where i.kind = 'water' and i.receipt_id is null and i.cancelled_at is null
            and i.cycle_id = ${cycleId} and i.total_satang > 0
          order by i.id limit 1`,
    );
    const post = (url: string, payload: object) =>
      w.t.app.inject({ method: 'POST', url, headers: bearer(w.admin), payload });
    const cancelled = await post(INVOICE_CORRECTION_PATHS.cancel.replace(':id', String(bill.id)), {
      params: { reason: 'จดเลขมาตรผิด' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reissued = await post(
      INVOICE_CORRECTION_PATHS.reissue.replace(':id', String(bill.id)),
      {},
    );
    expect(reissued.statusCode, reissued.body).toBe(200);
    const newNo: string = reissued.json().data.invoice_no;

    for (const kind of ['form17', 'form17-debtors'] as const) {
      const { rows, groups } = await allReportRows(w, kind, { cycle_id: cycleId });
      const at = rows.findIndex((r) => r.invoice_no === `${bill.invoice_no} ยกเลิก`);
      expect(at, kind).toBeGreaterThanOrEqual(0);
      const marked = rows[at]!;
      expect(isMarked(marked)).toBe(true);
      expect(marked).toMatchObject({
        seq: null,
        total: `(${formatBaht(bill.total)})`,
        receipt_no: 'ยกเลิก: จดเลขมาตรผิด',
        grand_total: null,
        paid: null,
        carried_forward: null,
      });
      // The member's live row, the re-issue, follows it.
      expect(rows[at + 1]).toMatchObject({ member_id: marked.member_id, invoice_no: newNo });
      // The re-issue bills the same reading: every total is what it was before, and the
      // report has the same members; the cancelled rows are lines of their own.
      const live = liveOf(rows);
      const was = before[kind === 'form17' ? 'all' : 'debtors'];
      expect(sumsOf(live)).toEqual(sumsOf(liveOf(was.rows)));
      expect(live.map((r) => r.seq)).toEqual(liveOf(was.rows).map((r) => r.seq));
      expect(groups.reduce((s, g) => s + g.count, 0)).toBe(live.length);
      expect(groups.reduce((s, g) => s + (g.marked ?? 0), 0)).toBe(rows.length - live.length);
    }

    // The PDF has the pages it says it has (page x/y counts the cancelled lines), and the
    // Excel shows the row as text, grey, with the totals of the live rows.
    const path =
      process.env.FORM17_PDF_OUT ?? join(tmpdir(), `form17-cancelled-${process.pid}.pdf`);
    const area = await one<{ area_id: number }>(
      sql`select area_id from clients where id = ${bill.client_id}`,
    );
    const filters = { cycle_id: cycleId, area_id: area.area_id };
    const written = await writeReportFile(
      w.t.db,
      { report: 'form17', format: 'pdf', filters },
      path,
      new Date(),
    );
    const pdf = (await readFile(path)).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBe(written.pages);
    if (!process.env.FORM17_PDF_OUT) await rm(path);

    const xlsx = await produce(w, w.norm, 'form17', 'xlsx', { cycle_id: cycleId });
    const file = await download(w, w.norm, xlsx.file_id!);
    const { header, last } = await xlsxTotals(file.rawPayload);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1));
    });
    const row = values.find((v) => v[header.indexOf('เลขที่ใบแจ้งหนี้')] === `${bill.invoice_no} ยกเลิก`);
    expect(row).toBeDefined();
    expect(row![header.indexOf('รวมเงิน')]).toBe(`(${formatBaht(bill.total)})`);
    expect(typeof row![header.indexOf('หน่วยน้ำ')]).toBe('string');
    const totalAt = header.indexOf('รวมเงิน');
    expect(Math.round(Number(last[totalAt]) * 100)).toBe(sumOf(liveOf(before.all.rows), 'total'));
    const count = liveOf(before.all.rows).length.toLocaleString('en-US');
    expect(String(last[0])).toBe(`รวมทั้งสิ้น (${count} ราย)`);
  });
});

describe('member lists and the zone summary', () => {
  it('registered / active / cancelled / cancelled with debt / fee-exempt follow the statuses', async () => {
    const db = await one<Record<string, number>>(
      sql`select count(*)::int as registered,
            count(*) filter (where status_code like '1_%')::int as active,
            count(*) filter (where status_code like '2_%')::int as cancelled,
            count(*) filter (where status_code like '2_%' and debt_satang > 0)::int as cancelled_debt,
            count(*) filter (where ignored)::int as exempt,
            sum(debt_satang)::float8 as debt
          from clients where deleted_at is null`,
    );
    const count = async (kind: Parameters<typeof allReportRows>[1]) =>
      (await allReportRows(w, kind)).rows;
    const registered = await count('users-registered');
    expect(registered.length).toBe(db.registered);
    expect(sumOf(registered, 'debt')).toBe(db.debt);
    expect((await count('users-active')).length).toBe(db.active);
    expect((await count('users-cancelled')).length).toBe(db.cancelled);
    expect(db.cancelled).toBeGreaterThan(0);
    const withDebt = await count('users-cancelled-debt');
    expect(withDebt.length).toBe(db.cancelled_debt);
    for (const r of withDebt) expect(Number(r.debt)).toBeGreaterThan(0);
    expect((await count('users-exempt')).length).toBe(db.exempt);
  });

  it('the zone summary adds up to the members and to the expected collection', async () => {
    const zone = (await allReportRows(w, 'zone-summary', { cycle_id: cycleId })).rows;
    const expected = (await allReportRows(w, 'expected', { cycle_id: cycleId })).rows;
    const db = await one<{ n: number }>(
      sql`select count(*)::int as n from clients where deleted_at is null`,
    );
    expect(sumOf(zone, 'members')).toBe(db.n);
    expect(sumOf(zone, 'billed')).toBe(sumOf(expected, 'total'));
    expect(sumOf(zone, 'collected') + sumOf(zone, 'outstanding')).toBe(sumOf(zone, 'billed'));
  });

  it('the meter sheet lists active members with a meter, in route order within each area', async () => {
    const { rows, groups } = await allReportRows(w, 'meter-sheet');
    const db = await one<{ n: number }>(
      sql`select count(*)::int as n from clients c join meters m on m.client_id = c.id and m.removed_on is null
          where c.deleted_at is null and c.status_code like '1_%'`,
    );
    expect(rows.length).toBe(db.n);
    expect(groups.map((g) => g.count).reduce((a, b) => a + b, 0)).toBe(db.n);
    for (const r of rows) expect(r.opening).not.toBeNull();
  });

  it('the meter sheet is a fiscal-year month grid: readings before the round, blanks from it on', async () => {
    // Without a cycle the sheet is for the next round: the month after the newest billed one.
    const latest = await one<{ period: number }>(
      sql`select (period_year * 12 + period_month - 1)::int as period from billing_cycles where id = ${cycleId}`,
    );
    const cycle = { period: latest.period + 1 };
    const year = Math.floor(cycle.period / 12);
    const fyStart = (cycle.period % 12 >= 9 ? year : year - 1) * 12 + 9;
    const { rows } = await allReportRows(w, 'meter-sheet');
    const readings = await w.rows<{ member_id: string; period: number; reading: number }>(
      sql`select lpad(c.member_id::text, 5, '0') as member_id, r.period, r.current_reading as reading
          from meter_readings r join meters m on m.id = r.meter_id and m.removed_on is null
          join clients c on c.id = m.client_id
          where r.period >= ${fyStart} and r.period < ${cycle.period}`,
    );
    const byMember = new Map<string, Map<number, number>>();
    for (const r of readings) {
      const months = byMember.get(r.member_id) ?? new Map<number, number>();
      months.set(r.period, r.reading);
      byMember.set(r.member_id, months);
    }
    let filled = 0;
    for (const row of rows) {
      const months = byMember.get(String(row.member_id));
      for (let i = 0; i < 12; i += 1) {
        const key = `m${String(i + 1).padStart(2, '0')}`;
        if (fyStart + i >= cycle.period) expect(row[key], key).toBeNull();
        else
          expect(row[key] ?? null, `${row.member_id} ${key}`).toBe(
            months?.get(fyStart + i) ?? null,
          );
        if (row[key] !== null) filled += 1;
      }
    }
    // The generated months before the round in this fiscal year are there to compare.
    expect(filled).toBeGreaterThan(0);
  });
});

describe('permissions and filters', () => {
  it('a meter reader (VIEW) sees and runs only the meter reading sheet', async () => {
    const cat = await w.t.app.inject({ url: '/api/reports/catalogue', headers: bearer(w.view) });
    expect(cat.statusCode).toBe(200);
    expect((cat.json() as { data: TReportCatalogueEntry[] }).data.map((r) => r.report)).toEqual([
      'meter-sheet',
    ]);
    const denied = await w.t.app.inject({
      method: 'POST',
      url: '/api/reports/preview',
      headers: bearer(w.view),
      payload: { report: 'form17', filters: {} },
    });
    expect(denied.statusCode).toBe(403);
    const job = await w.t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(w.view),
      payload: { kind: 'report', report: 'collected', format: 'pdf' },
    });
    expect(job.statusCode).toBe(403);
    const sheet = await w.t.app.inject({
      method: 'POST',
      url: '/api/reports/preview',
      headers: bearer(w.view),
      payload: { report: 'meter-sheet', filters: {} },
    });
    expect(sheet.statusCode).toBe(200);
  });

  it('NORM sees all eleven; the preview shows the first rows and the row count', async () => {
    const cat = await w.t.app.inject({ url: '/api/reports/catalogue', headers: bearer(w.norm) });
    expect((cat.json() as { data: unknown[] }).data).toHaveLength(11);
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/reports/preview',
      headers: bearer(w.norm),
      payload: { report: 'users-registered', filters: { area_id: areaIds[0] } },
    });
    const preview = (res.json() as { data: TReportPreview }).data;
    expect(preview.rows).toHaveLength(30);
    const inArea = await one<{ n: number }>(
      sql`select count(*)::int as n from clients where deleted_at is null and area_id = ${areaIds[0]}`,
    );
    expect(preview.total_rows).toBe(inArea.n);
    expect(preview.columns.map((c) => c.key)).toContain('member_id');
  });

  it('a filter the report does not take is refused in Thai', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/reports/preview',
      headers: bearer(w.norm),
      payload: { report: 'users-active', filters: { cycle_id: cycleId } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('files', () => {
  it('form 17 as PDF and Excel lands in the file room; the Excel totals match', async () => {
    const pdf = await produce(w, w.norm, 'form17', 'pdf', { cycle_id: cycleId });
    expect(pdf.state).toBe('done');
    expect(pdf.progress).toBe(100);
    const bytes = await download(w, w.norm, pdf.file_id!);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const xlsx = await produce(w, w.norm, 'form17', 'xlsx', { cycle_id: cycleId });
    const file = await download(w, w.norm, xlsx.file_id!);
    const { header, last } = await xlsxTotals(file.rawPayload);
    const rows = liveOf((await allReportRows(w, 'form17', { cycle_id: cycleId })).rows);
    const at = header.indexOf('รวมเงิน');
    expect(at).toBeGreaterThan(0);
    expect(String(last[0])).toMatch(/^รวมทั้งสิ้น \(\d[\d,]* ราย\)$/);
    expect(Math.round(Number(last[at]) * 100)).toBe(sumOf(rows, 'total'));
    expect(typeof last[at]).toBe('number');

    const list = await w.t.app.inject({ url: '/api/files?kind=report', headers: bearer(w.norm) });
    const names = (list.json() as { data: { rows: { id: number }[] } }).data.rows.map((r) => r.id);
    expect(names).toEqual(expect.arrayContaining([pdf.file_id, xlsx.file_id]));

    const mine = await w.t.app.inject({ url: '/api/jobs', headers: bearer(w.norm) });
    expect((mine.json() as { data: { id: number }[] }).data.map((j) => j.id).slice(0, 2)).toEqual([
      xlsx.id,
      pdf.id,
    ]);
  });
});
