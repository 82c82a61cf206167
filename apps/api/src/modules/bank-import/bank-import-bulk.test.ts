import { BANK_IMPORT_PATHS, type TBankDryRun } from '@prapa/contracts/bank-import';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { bearer } from '../../test/test-app.ts';
import type { PaymentsKit } from '../payments/payments-test-kit.ts';
import {
  BANK,
  BANK_COLUMNS,
  bankUpload,
  createBankKit,
  dryRunOf,
  invoiceNoOf,
  memberIdOf,
} from './bank-import-test-kit.ts';

let k: PaymentsKit;
beforeAll(async () => {
  k = await createBankKit();
}, 60_000);
afterAll(() => k.t.close());

const dryRun = (body: unknown, token?: string) => dryRunOf(k, body, token);

async function confirm(body: object, run: TBankDryRun) {
  return k.post(BANK_IMPORT_PATHS.confirm, { ...body, fingerprint: run.fingerprint });
}

async function state() {
  const [row] = await rawRows<{ receipts: number; imports: number; lines: number; last: number }>(
    k.t.db,
    sql`select (select count(*)::int from receipts) as receipts,
          (select count(*)::int from bank_imports) as imports,
          (select count(*)::int from bank_import_lines) as lines,
          (select coalesce(max(last_no), 0)::int from document_numbers where kind = 'receipt')
            as last`,
  );
  return row;
}

/** `n` members owing one bill each, and the bank lines that pay them exactly. */
async function owingMembers(n: number, total = 11_000) {
  const lines = [];
  const invoiceIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [{ year: 2026, month: 10, total: total + i }]);
    invoiceIds.push(id as number);
    lines.push({
      ref1: String(await memberIdOf(k, who.clientId)).padStart(5, '0'),
      ref2: (await invoiceNoOf(k, id as number)).replace('/', ''),
      amountSatang: total + i,
      paidTime: `07:${String(i).padStart(2, '0')}:00`,
    });
  }
  return { lines, invoiceIds };
}

describe('bulk confirm', () => {
  it('numbers the receipts of every matched line as one gapless run in file order, each audited', async () => {
    const { lines, invoiceIds } = await owingMembers(25);
    // A cash payment first: the bank run continues its series.
    const cash = await k.addClient();
    const [cashInvoice] = await k.addInvoices(cash, [{ year: 2026, month: 10, total: 5_000 }]);
    const paid = await k.pay({ invoices: [cashInvoice], received: 5_000 });
    expect(paid.statusCode).toBe(200);
    const cashSeq = Number(String(paid.json().data.receipt_no).split('/')[1]);

    const upload = bankUpload(
      [...lines.slice(0, 10), { ref1: '99999', ref2: '', amountSatang: 700 }, ...lines.slice(10)],
      { fileName: 'bulk.txt', effectiveDate: '2026-11-23' },
    );
    const run = await dryRun(upload);
    expect(run.totals).toMatchObject({ applied_count: 25, held_count: 1, rejected_count: 0 });
    const response = await confirm(upload, run);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.receipts).toBe(25);

    const receipts = await rawRows<{
      record: number;
      seq: number;
      receipt_no: string;
      amount: number;
      items: number;
      invoice_paid: boolean;
      audited_no: string | null;
    }>(
      k.t.db,
      sql`select l.record, r.seq, r.receipt_no, r.amount_satang::float8 as amount,
            (select count(*)::int from receipt_items ri where ri.receipt_id = r.id) as items,
            (select bool_and(i.receipt_id = r.id) from invoices i where i.id = any(l.invoice_ids))
              as invoice_paid,
            (select a.after->>'receipt_no' from audit_log a
              where a.action = 'receipt.issue' and a.entity_id = r.id::text) as audited_no
          from bank_import_lines l join receipts r on r.id = l.receipt_id
          where l.import_id = ${response.json().data.import_id}
          order by l.record`,
    );
    expect(receipts).toHaveLength(25);
    expect(receipts.map((r) => r.seq)).toEqual(
      Array.from({ length: 25 }, (_, i) => cashSeq + 1 + i),
    );
    for (const r of receipts) {
      expect(r.receipt_no).toMatch(/^RC2570\/\d{6}$/);
      expect(r.audited_no).toBe(r.receipt_no);
      expect(r.items).toBe(1);
      expect(r.invoice_paid).toBe(true);
    }
    expect(receipts[0]?.amount).toBe(11_000);
    const [still] = await rawRows<{ n: number }>(
      k.t.db,
      sql`select count(*)::int as n from invoices
          where id = any(${`{${invoiceIds.join(',')}}`}::int[]) and receipt_id is null`,
    );
    expect(still?.n).toBe(0);
    // Every member's debt and its debt status are what their invoices say now.
    const drift = await rawRows<{ id: number }>(
      k.t.db,
      sql`select c.id from clients c
          where c.debt_satang <> coalesce((select sum(i.total_satang - i.credit_satang - i.partial_satang)
                  from invoices i where i.client_id = c.id and i.receipt_id is null
                    and i.cancelled_at is null), 0)
             or right(c.status_code, 1) <> case when exists (select 1 from invoices o
                  where o.client_id = c.id and o.receipt_id is null and o.cancelled_at is null
                    and o.due_date < current_date) then '1' else '0' end`,
    );
    expect(drift).toEqual([]);

    // The next cash receipt follows the bank run with no gap.
    const next = await k.addClient();
    const [nextInvoice] = await k.addInvoices(next, [{ year: 2026, month: 10, total: 5_000 }]);
    const after = await k.pay({ invoices: [nextInvoice], received: 5_000 });
    expect(Number(String(after.json().data.receipt_no).split('/')[1])).toBe(cashSeq + 26);
  });

  it('leaves nothing behind when the confirm fails half-way, and applies cleanly afterwards', async () => {
    const { lines } = await owingMembers(6, 12_000);
    const upload = bankUpload(lines, { fileName: 'crash.txt', effectiveDate: '2026-11-24' });
    const run = await dryRun(upload);
    expect(run.totals.applied_count).toBe(6);
    // The database fails while the file's lines are written (after its receipts).
    await k.t.db.execute(
      sql.raw(`create function bank_crash() returns trigger language plpgsql as $$
        begin raise exception 'crash'; end $$`),
    );
    await k.t.db.execute(
      sql.raw(`create trigger bank_crash before insert on bank_import_lines
        for each row when (new.record = 5) execute function bank_crash()`),
    );
    const before = await state();
    const failed = await confirm(upload, run);
    expect(failed.statusCode).toBe(500);
    expect(await state()).toEqual(before);

    await k.t.db.execute(sql.raw('drop trigger bank_crash on bank_import_lines'));
    const ok = await confirm(upload, run);
    expect(ok.statusCode, ok.body).toBe(200);
    const now = await state();
    expect(now?.receipts).toBe((before?.receipts ?? 0) + 6);
    expect(now?.last).toBe((before?.last ?? 0) + 6);
  });
});

function csvOf(rows: string[][]): string {
  return Buffer.from(`\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8').toString(
    'base64',
  );
}

describe('CSV and Excel lists with a saved column mapping', () => {
  const mapping = { bank_code: BANK.bankCode, account_no: BANK.account, ...BANK_COLUMNS };
  const put = (body: unknown, token: string) =>
    k.t.app.inject({
      method: 'PUT',
      url: BANK_IMPORT_PATHS.mappings,
      headers: bearer(token),
      payload: body as object,
    });

  it('is refused without a mapping, and a mapping is saved (audited) only for a receiving account', async () => {
    const refused = await k.post(BANK_IMPORT_PATHS.dryRun, {
      file_name: 'bank.csv',
      content_base64: csvOf([['a']]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('การจับคู่คอลัมน์');
    const unknown = await put({ ...mapping, account_no: '9999999999' }, k.norm);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('ไม่อยู่ในบัญชีรับชำระ');
    expect((await put(mapping, k.view)).statusCode).toBe(403);
  });

  it('reads a CSV through the mapping with the same verdicts and receipts, then reuses it for .xlsx', async () => {
    const saved = await put(mapping, k.norm);
    expect(saved.statusCode, saved.body).toBe(200);
    const mappingId = saved.json().data.id as number;
    // Saving again replaces it (one per account), and both saves are audited.
    const again = await put({ ...mapping, date_order: 'dmy' }, k.admin);
    expect(again.json().data.id).toBe(mappingId);
    const [audited] = await rawRows<{ n: number }>(
      k.t.db,
      sql`select count(*)::int as n from audit_log where action = 'bank_import.mapping'`,
    );
    expect(audited?.n).toBe(2);
    const listed = (await k.get(BANK_IMPORT_PATHS.mappings)).json().data;
    expect(listed.mappings).toEqual([expect.objectContaining({ id: mappingId, ref1_col: 3 })]);
    expect(listed.accounts[0]).toMatchObject({ bank_code: '014' });

    const { lines } = await owingMembers(3, 13_000);
    const [l0, l1, l2] = lines as [(typeof lines)[0], (typeof lines)[0], (typeof lines)[0]];
    const baht = (s: number) => (s / 100).toFixed(2);
    const csv = {
      file_name: 'ธกส-พฤศจิกายน.csv',
      content_base64: csvOf([
        ['วันที่', 'เวลา', 'ชื่อผู้ชำระ', 'Ref1', 'Ref2', 'จำนวนเงิน'],
        ['19/11/2569', '08:01', 'สมศรี', l0.ref1, l0.ref2, baht(l0.amountSatang)],
        [
          '19/11/2569',
          '08:02',
          'สมชาย',
          l1.ref1,
          'XXX',
          `"${(l1.amountSatang / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`,
        ],
        ['19/11/2569', '08:03', '', l2.ref1, l2.ref2, baht(l2.amountSatang - 100)],
        ['', '', 'รวม', '', '', '999.00'],
      ]),
      mapping_id: mappingId,
    };
    const preview = await k.post(BANK_IMPORT_PATHS.preview, csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.rows[0]).toEqual({
      row: 1,
      cells: ['วันที่', 'เวลา', 'ชื่อผู้ชำระ', 'Ref1', 'Ref2', 'จำนวนเงิน'],
    });
    const run = await dryRun(csv);
    expect(run.problems).toEqual([]);
    expect(run.header).toMatchObject({ bank_code: '014', effective_date: '2026-11-19' });
    expect(run.lines.map((l) => [l.record, l.verdict])).toEqual([
      [2, 'matched'],
      [3, 'matched_member'],
      [4, 'amount_differs'],
    ]);
    const ok = await confirm(csv, run);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.receipts).toBe(2);
    const [receipt] = await rawRows<{ receipt_date: string; method: string; bank_code: string }>(
      k.t.db,
      sql`select r.receipt_date::text as receipt_date, r.method, r.bank_code
          from bank_import_lines l join receipts r on r.id = l.receipt_id
          where l.import_id = ${ok.json().data.import_id} order by l.record limit 1`,
    );
    expect(receipt).toEqual({ receipt_date: '2026-11-19', method: 'bank', bank_code: '014' });
    // The same list again is refused; the same payments in another file are duplicates.
    expect((await dryRun(csv)).can_confirm).toBe(false);

    // The next month's list comes as .xlsx: the saved mapping reads it, dates as real dates.
    const { lines: next } = await owingMembers(1, 14_000);
    const n0 = next[0] as (typeof next)[0];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('payments');
    sheet.addRow(['วันที่', 'เวลา', 'ชื่อผู้ชำระ', 'Ref1', 'Ref2', 'จำนวนเงิน']);
    sheet.addRow([
      new Date(Date.UTC(2026, 11, 2)),
      '09:30:15',
      'มานี',
      n0.ref1,
      n0.ref2,
      n0.amountSatang / 100,
    ]);
    sheet.addRow([
      new Date(Date.UTC(2026, 11, 2)),
      '09:31:00',
      'มานะ',
      l2.ref1,
      l2.ref2,
      l2.amountSatang / 100,
    ]);
    const xlsx = {
      file_name: 'ธกส-ธันวาคม.xlsx',
      content_base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
      mapping_id: mappingId,
    };
    const xrun = await dryRun(xlsx);
    expect(xrun.problems).toEqual([]);
    expect(xrun.lines.map((l) => [l.record, l.verdict, l.paid_at])).toEqual([
      [2, 'matched', '2026-12-02T02:30:15.000Z'],
      [3, 'matched', '2026-12-02T02:31:00.000Z'],
    ]);
    const xok = await confirm(xlsx, xrun);
    expect(xok.statusCode, xok.body).toBe(200);
    expect(xok.json().data.receipts).toBe(2);
  });

  it('cites the row and field of an unreadable cell in Thai', async () => {
    const listed = (await k.get(BANK_IMPORT_PATHS.mappings)).json().data;
    const run = await dryRun({
      file_name: 'bad.csv',
      content_base64: csvOf([
        ['วันที่', 'เวลา', 'ชื่อ', 'Ref1', 'Ref2', 'จำนวนเงิน'],
        ['31/02/2026', '08:00', '', '1', '', 'หนึ่งร้อย'],
      ]),
      mapping_id: listed.mappings[0].id,
    });
    expect(run.can_confirm).toBe(false);
    expect(run.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^แถวที่ 2: วันที่ชำระอ่านไม่ได้/),
      expect.stringMatching(/^แถวที่ 2: จำนวนเงินต้องเป็นจำนวนเงิน/),
    ]);
  });
});
