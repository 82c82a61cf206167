import {
  AGING_BUCKETS as CONTRACT_BUCKETS,
  DISCONNECTION_STATES as CONTRACT_STATES,
  DEBT_PATHS,
  type TDebtorList,
  type TMemberLedger,
} from '@prapa/contracts/debt';
import { INVOICE_CORRECTION_PATHS } from '@prapa/contracts/invoice-corrections';
import { AGING_BUCKETS, agingBucket, daysBetween } from '@prapa/domain/debt-aging';
import { DISCONNECTION_STATES } from '@prapa/domain/disconnection';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/test-app.ts';
import { createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';

let w: ReportsWorld;
const get = (url: string, token = w.norm) =>
  w.t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  w = await createReportsWorld(160, 8);
}, 120_000);
afterAll(async () => {
  await w.t.close();
});

async function list(query = ''): Promise<TDebtorList> {
  const res = await get(`${DEBT_PATHS.debtors}?page_size=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('debtor list (/debtaccount)', () => {
  it('speaks the same buckets and states as the domain rules', () => {
    expect(CONTRACT_BUCKETS).toEqual(AGING_BUCKETS);
    expect(CONTRACT_STATES).toEqual(DISCONNECTION_STATES);
  });

  it('lists exactly the members with a live bill unpaid past its due date, with the right sums', async () => {
    const expected = await w.rows<{ client_id: number; n: number; s: number; oldest: string }>(
      sql`select client_id, count(*)::int as n, sum(total_satang)::float8 as s, min(due_date)::text as oldest
          from invoices where receipt_id is null and cancelled_at is null and due_date < '2026-11-20'
          group by client_id`,
    );
    const data = await list();
    expect(expected.length).toBeGreaterThan(5);
    expect(data.total).toBe(expected.length);
    const byId = new Map(data.rows.map((r) => [r.client_id, r]));
    for (const e of expected) {
      const row = byId.get(e.client_id);
      expect(row, `client ${e.client_id}`).toBeDefined();
      expect(row!.months).toBe(e.n);
      expect(row!.overdue_satang).toBe(e.s);
      expect(row!.oldest_due).toBe(e.oldest);
      expect(row!.bucket).toBe(agingBucket(daysBetween(e.oldest, '2026-11-20')));
    }
    // Sorted by amount owed, largest first.
    const amounts = data.rows.map((r) => r.overdue_satang);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('totals per bucket and per area add up to the list', async () => {
    const data = await list();
    const sum = (xs: { count: number; overdue_satang: number }[]) =>
      xs.reduce(
        (s, x) => ({
          count: s.count + x.count,
          overdue_satang: s.overdue_satang + x.overdue_satang,
        }),
        {
          count: 0,
          overdue_satang: 0,
        },
      );
    expect(sum(data.by_bucket)).toEqual(data.totals);
    expect(sum(data.by_area)).toEqual(data.totals);
    expect(data.totals.overdue_satang).toBe(data.rows.reduce((s, r) => s + r.overdue_satang, 0));
  });

  it('filters by area, months owed, amount and bucket; the bucket totals ignore the bucket filter', async () => {
    const all = await list();
    const area = all.by_area[0]!;
    const inArea = await list(`&area_id=${area.area_id}`);
    expect(inArea.total).toBe(area.count);
    expect(inArea.rows.every((r) => r.area_id === area.area_id)).toBe(true);

    const twoPlus = await list('&min_months=2');
    expect(twoPlus.total).toBe(all.rows.filter((r) => r.months >= 2).length);

    const rich = await list('&min_amount_satang=50000');
    expect(rich.rows.every((r) => r.overdue_satang >= 50_000)).toBe(true);
    expect(rich.total).toBe(all.rows.filter((r) => r.overdue_satang >= 50_000).length);

    const bucket = all.by_bucket.find((b) => b.count > 0)!;
    const inBucket = await list(`&bucket=${bucket.bucket}`);
    expect(inBucket.total).toBe(bucket.count);
    expect(inBucket.rows.every((r) => r.bucket === bucket.bucket)).toBe(true);
    expect(inBucket.by_bucket).toEqual(all.by_bucket);
  });

  it('pages without losing or repeating anyone', async () => {
    const all = await list('&sort=member_id&order=asc');
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
      const res = await get(
        `${DEBT_PATHS.debtors}?sort=member_id&order=asc&page_size=7&page=${page}`,
      );
      ids.push(...res.json().data.rows.map((r: { client_id: number }) => r.client_id));
    }
    expect(ids).toEqual(all.rows.map((r) => r.client_id));
  });

  it('is for office staff: a meter reader is refused, bad filters are a 400 in Thai', async () => {
    expect((await get(DEBT_PATHS.debtors, w.view)).statusCode).toBe(403);
    const bad = await get(`${DEBT_PATHS.debtors}?bucket=d1000&min_months=x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe("a member's ป.17 (/debtaccount/:id)", () => {
  it('carries forward, month after month, exactly what the member owes (every debtor, half the rest)', async () => {
    const members = await w.rows<{ id: number; debt: number; unpaid: number }>(
      sql`select c.id, c.debt_satang::float8 as debt,
            coalesce((select sum(total_satang) from invoices i where i.client_id = c.id
              and i.receipt_id is null and i.cancelled_at is null), 0)::float8 as unpaid
          from clients c where exists (select 1 from invoices i where i.client_id = c.id)
            and (c.debt_satang > 0 or c.id % 2 = 0)
          order by c.id`,
    );
    expect(members.length).toBeGreaterThan(60);
    for (const m of members) {
      const res = await get(`${DEBT_PATHS.ledger}/${m.id}`);
      expect(res.statusCode).toBe(200);
      const ledger: TMemberLedger = res.json().data;
      const last = ledger.rows.filter((row) => !row.cancelled).at(-1)!;
      // The balance the ledger carries is the member's debt.
      expect(last.carried_forward_satang, `client ${m.id}`).toBe(m.unpaid);
      // Each month starts where the last ended, and ends at start + bill − paid; a cancelled
      // bill's row (ยกเลิก) is shown but counts in nothing.
      const live = ledger.rows.filter((row) => !row.cancelled);
      for (const row of ledger.rows.filter((r) => r.cancelled))
        expect([row.grand_total_satang, row.carried_forward_satang, row.paid_satang]).toEqual([
          0, 0, 0,
        ]);
      live.forEach((row, i) => {
        if (i > 0) expect(row.brought_forward_satang).toBe(live[i - 1]!.carried_forward_satang);
        expect(row.carried_forward_satang).toBe(row.grand_total_satang - row.paid_satang);
        expect(row.total_satang).toBe(
          row.water_satang + row.topup_satang + row.fee_satang + row.vat_satang,
        );
      });
    }
  }, 120_000);

  it('shows a cancelled-and-reissued bill as two rows, the cancelled one marked and not counted', async () => {
    // An unpaid bill of the newest billed cycle, cancelled and re-issued the way an admin does.
    const [bill] = await w.rows<{
      id: number;
      client_id: number;
      invoice_no: string;
      total: number;
    }>(
      sql`select i.id, i.client_id, i.invoice_no, i.total_satang::float8 as total from invoices i
          where i.kind = 'water' and i.receipt_id is null and i.cancelled_at is null
            and i.cycle_id = (select max(cycle_id) from invoices where kind = 'water')
          order by i.id limit 1`,
    );
    const post = (url: string, payload: object, token: string) =>
      w.t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    const cancelled = await post(
      INVOICE_CORRECTION_PATHS.cancel.replace(':id', String(bill!.id)),
      { params: { reason: 'จดเลขมาตรผิด' } },
      w.admin,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reissued = await post(
      INVOICE_CORRECTION_PATHS.reissue.replace(':id', String(bill!.id)),
      {},
      w.norm,
    );
    expect(reissued.statusCode, reissued.body).toBe(200);
    const newNo: string = reissued.json().data.invoice_no;

    const res = await get(`${DEBT_PATHS.ledger}/${bill!.client_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const ledger: TMemberLedger = res.json().data;
    const old = ledger.rows.find((r) => r.invoice_no === bill!.invoice_no)!;
    const now = ledger.rows.find((r) => r.invoice_no === newNo)!;
    expect(old).toMatchObject({
      cancelled: true,
      cancel_reason: 'จดเลขมาตรผิด',
      total_satang: bill!.total,
      grand_total_satang: 0,
      carried_forward_satang: 0,
    });
    expect(now.cancelled).toBe(false);
    expect(ledger.rows.indexOf(old)).toBe(ledger.rows.indexOf(now) - 1);
    // Only the re-issue counts: the balance carried is the member's debt.
    const live = ledger.rows.filter((r) => !r.cancelled);
    expect(live.at(-1)!.carried_forward_satang).toBe(ledger.debt_satang);
    expect(now.brought_forward_satang + now.total_satang).toBe(now.grand_total_satang);

    // The PDF and the Excel show the cancelled row, marked, its amount in brackets as text.
    const pdf = await get(`${DEBT_PATHS.ledger}/${bill!.client_id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const xlsx = await get(`${DEBT_PATHS.ledger}/${bill!.client_id}/xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1));
    });
    const marked = values.find((v) => v[1] === `${bill!.invoice_no} ยกเลิก`)!;
    expect(marked[9]).toMatch(/^\(.+\)$/);
    expect(marked[13]).toBe('ยกเลิก: จดเลขมาตรผิด');
    expect(values.some((v) => v[1] === newNo && typeof v[9] === 'number')).toBe(true);
  });

  it('prints as a PDF and exports to Excel; an unknown member is a 404 in Thai', async () => {
    const [first] = await w.rows<{ id: number }>(
      sql`select client_id as id from invoices where receipt_id is null limit 1`,
    );
    const id = first!.id;
    const pdf = await get(`${DEBT_PATHS.ledger}/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await get(`${DEBT_PATHS.ledger}/${id}/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBe('เดือน');
    const missing = await get(`${DEBT_PATHS.ledger}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message ?? missing.body).toMatch(/ไม่พบ/);
  });
});
