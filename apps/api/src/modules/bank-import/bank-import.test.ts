import { BANK_IMPORT_PATHS, type TBankDryRun } from '@prapa/contracts/bank-import';
import { pathWith } from '@prapa/contracts/config-paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { bearer } from '../../test/test-app.ts';
import { createPaymentsKit, type PaymentsKit } from '../payments/payments-test-kit.ts';
import { BILLER, bankUpload, invoiceNoOf, memberIdOf, setUpBank } from './bank-import-test-kit.ts';

let k: PaymentsKit;

beforeAll(async () => {
  k = await createPaymentsKit();
  await setUpBank(k);
}, 60_000);
afterAll(() => k.t.close());

const ref2 = (invoiceNo: string) => invoiceNo.replace('/', '');

async function dryRun(body: unknown, token = k.norm): Promise<TBankDryRun> {
  const response = await k.post(BANK_IMPORT_PATHS.dryRun, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function counts() {
  const [row] = await rawRows<{ receipts: number; imports: number; lines: number }>(
    k.t.db,
    sql`select (select count(*)::int from receipts) as receipts,
          (select count(*)::int from bank_imports) as imports,
          (select count(*)::int from bank_import_lines) as lines`,
  );
  return row;
}

describe('bank settings', () => {
  it('are saved by an ADMIN, read back, and the biller id check digit is checked', async () => {
    const got = await k.get(BANK_IMPORT_PATHS.settings, k.admin);
    expect(got.json().data).toMatchObject({
      biller_id: BILLER,
      accounts: [{ bank_code: '014', account_no: '1234567890', account_name: 'ประปา' }],
    });
    const bad = await k.t.app.inject({
      method: 'PUT',
      url: BANK_IMPORT_PATHS.settings,
      headers: bearer(k.admin),
      payload: { biller_id: '099400015981200', accounts: [], accepted_channels: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Biller ID');
  });

  it('may not be changed by NORM', async () => {
    const response = await k.t.app.inject({
      method: 'PUT',
      url: BANK_IMPORT_PATHS.settings,
      headers: bearer(k.norm),
      payload: { biller_id: '', accounts: [], accepted_channels: [] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('bank file import', () => {
  it('gives every line its verdict, applies only the matched ones, and refuses the file again', async () => {
    // A owes two bills; B owes one and pays it twice; C paid cash already; D has a cancelled bill.
    const a = await k.addClient();
    const [a1, a2] = await k.addInvoices(a, [
      { year: 2026, month: 9, total: 10_000 },
      { year: 2026, month: 10, total: 15_000 },
    ]);
    const b = await k.addClient();
    const [b1] = await k.addInvoices(b, [{ year: 2026, month: 10, total: 7_000 }]);
    const c = await k.addClient();
    const [c1] = await k.addInvoices(c, [{ year: 2026, month: 10, total: 8_000 }]);
    expect((await k.pay({ invoices: [c1], received: 8_000 })).statusCode).toBe(200);
    const d = await k.addClient();
    const [d1] = await k.addInvoices(d, [{ year: 2026, month: 10, total: 9_000 }]);
    await k.t.db
      .update(invoices)
      .set({ cancelledAt: new Date(), cancelReason: 'ผิด' })
      .where(eq(invoices.id, d1 as number));
    const e = await k.addClient();
    const [e1] = await k.addInvoices(e, [{ year: 2026, month: 10, total: 5_000 }]);

    const m = async (who: { clientId: number }) =>
      String(await memberIdOf(k, who.clientId)).padStart(5, '0');
    const no = async (id: number | undefined) => ref2(await invoiceNoOf(k, id as number));
    const bLine = {
      ref1: await m(b),
      ref2: await no(b1),
      amountSatang: 7_000,
      paidTime: '09:00:00',
    };
    const upload = bankUpload([
      { ref1: await m(a), ref2: await no(a2), amountSatang: 25_000 }, // both bills of A
      bLine,
      { ...bLine }, // the same transaction twice in the file
      { ref1: await m(c), ref2: await no(c1), amountSatang: 8_000 }, // paid in cash already
      { ref1: await m(d), ref2: await no(d1), amountSatang: 9_000 }, // cancelled
      { ref1: '99999', ref2: 'INV2570000001', amountSatang: 1_000 }, // unknown member
      { ref1: await m(e), ref2: 'XXX', amountSatang: 5_000 }, // Ref2 unreadable: by member
      { ref1: await m(e), ref2: await no(e1), amountSatang: 4_000, paidTime: '10:00:00' }, // less
      { ref1: await m(a), ref2: await no(a1), amountSatang: 10_000, kind: 'D' }, // reversal
    ]);
    const run = await dryRun(upload);
    expect(run.problems).toEqual([]);
    expect(run.can_confirm).toBe(true);
    expect(run.header).toMatchObject({ bank_code: '014', account_no: '1234567890' });
    expect(run.lines.map((l) => [l.record, l.verdict, l.outcome])).toEqual([
      [2, 'matched', 'applied'],
      [3, 'matched', 'applied'],
      [4, 'duplicate', 'rejected'],
      [5, 'already_paid', 'held'],
      [6, 'cancelled', 'held'],
      [7, 'unknown_member', 'held'],
      [8, 'matched_member', 'applied'],
      [9, 'already_paid', 'held'],
      [10, 'reversal', 'rejected'],
    ]);
    expect(run.lines[0]?.invoice_nos).toEqual([
      await invoiceNoOf(k, a1 as number),
      await invoiceNoOf(k, a2 as number),
    ]);
    const t = run.totals;
    expect(t.applied_satang + t.held_satang + t.rejected_satang).toBe(t.file_total_satang);
    expect(t).toMatchObject({
      applied_count: 3,
      applied_satang: 37_000,
      held_count: 4,
      rejected_count: 2,
    });

    // The dry run wrote nothing.
    const before = await counts();
    const confirm = await k.post(BANK_IMPORT_PATHS.confirm, {
      ...upload,
      fingerprint: run.fingerprint,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data.receipts).toBe(3);
    const after = await counts();
    expect(after?.receipts).toBe((before?.receipts ?? 0) + 3);
    expect(after?.imports).toBe((before?.imports ?? 0) + 1);

    // Receipts say bank, dated with the bank's date; A owes nothing now.
    const receipts = await rawRows<{
      method: string;
      receipt_date: string;
      bank_code: string;
      channel: string;
      collected_by: number | null;
    }>(
      k.t.db,
      sql`select method, receipt_date::text as receipt_date, bank_code, bank_channel as channel, collected_by
          from receipts where method = 'bank' order by id`,
    );
    expect(receipts).toHaveLength(3);
    expect(receipts[0]).toEqual({
      method: 'bank',
      receipt_date: '2026-11-19',
      bank_code: '014',
      channel: 'NET',
      collected_by: null,
    });
    expect((await k.clientRow(a.clientId)).debt).toBe(0);

    // The check page lists it with totals that add up, and its lines with receipt numbers.
    const list = (await k.get(BANK_IMPORT_PATHS.imports)).json().data.rows;
    expect(list[0]).toMatchObject({
      file_name: 'SCB_20261120.txt',
      applied_count: 3,
      held_count: 4,
      rejected_count: 2,
    });
    const id = list[0].id as number;
    const detail = (await k.get(pathWith(BANK_IMPORT_PATHS.import, { id }))).json().data;
    expect(detail.lines).toHaveLength(9);
    expect(detail.lines[0].receipt_no).toMatch(/^RC2570\/\d{6}$/);
    expect(detail.lines[3].receipt_no).toBeNull();
    const file = await k.get(pathWith(BANK_IMPORT_PATHS.importFile, { id }));
    expect(file.rawPayload.toString('base64')).toBe(upload.content_base64);

    // The same file again: the dry run says so and confirm is refused, writing nothing.
    const again = await dryRun(upload);
    expect(again.can_confirm).toBe(false);
    expect(again.problems.map((p) => p.message)).toContain('ไฟล์นี้นำเข้าไปแล้ว');
    const refused = await k.post(BANK_IMPORT_PATHS.confirm, {
      ...upload,
      fingerprint: again.fingerprint,
    });
    expect(refused.statusCode).toBe(409);
    expect(await counts()).toEqual(after);

    // The same transaction in another file is a duplicate.
    const other = bankUpload([bLine], { fileName: 'again.txt', effectiveDate: '2026-11-21' });
    expect((await dryRun(other)).lines[0]?.verdict).toBe('duplicate');
  });

  it('refuses with 409 and writes nothing when a bill was paid between the dry run and confirm', async () => {
    const a = await k.addClient();
    const [a1] = await k.addInvoices(a, [{ year: 2026, month: 10, total: 12_300 }]);
    const upload = bankUpload(
      [
        {
          ref1: String(await memberIdOf(k, a.clientId)),
          ref2: ref2(await invoiceNoOf(k, a1 as number)),
          amountSatang: 12_300,
        },
      ],
      { fileName: 'changed.txt', effectiveDate: '2026-11-22' },
    );
    const run = await dryRun(upload);
    expect(run.lines[0]?.verdict).toBe('matched');
    expect((await k.pay({ invoices: [a1], received: 12_300 })).statusCode).toBe(200);
    const before = await counts();
    const response = await k.post(BANK_IMPORT_PATHS.confirm, {
      ...upload,
      fingerprint: run.fingerprint,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('ข้อมูลเปลี่ยนไป');
    expect(await counts()).toEqual(before);
  });

  it('reports file-level problems in Thai with the record and field, and will not confirm', async () => {
    const upload = bankUpload([{ ref1: '1', ref2: '', amountSatang: 100 }], {
      fileName: 'bad.txt',
    });
    const bytes = Buffer.from(upload.content_base64, 'base64');
    bytes.write('0000000000999', 258 * 2 + 39, 'latin1'); // the trailer's credit total
    const run = await dryRun({ ...upload, content_base64: bytes.toString('base64') });
    expect(run.can_confirm).toBe(false);
    expect(run.problems.map((p) => p.message)).toContain(
      'รายการที่ 3: ยอดชำระรวมในส่วนสรุปไม่เท่ากับผลรวมรายการชำระในไฟล์',
    );
  });

  it('is closed to VIEW', async () => {
    const response = await k.post(BANK_IMPORT_PATHS.dryRun, bankUpload([]), k.view);
    expect(response.statusCode).toBe(403);
  });
});

describe("the check page's list of files", () => {
  /** Confirms a one-line file paying one new bill of a new member; returns its import id. */
  async function importOne(n: number): Promise<number> {
    const who = await k.addClient();
    const [bill] = await k.addInvoices(who, [{ year: 2026, month: 10, total: 5_000 }]);
    const upload = bankUpload(
      [
        {
          ref1: String(await memberIdOf(k, who.clientId)).padStart(5, '0'),
          ref2: ref2(await invoiceNoOf(k, bill as number)),
          amountSatang: 5_000,
        },
      ],
      { fileName: `paged-${n}.txt`, effectiveDate: `2026-11-${String(21 + n).padStart(2, '0')}` },
    );
    const run = await dryRun(upload);
    const confirm = await k.post(BANK_IMPORT_PATHS.confirm, {
      ...upload,
      fingerprint: run.fingerprint,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return confirm.json().data.import_id;
  }
  const page = async (query: string) => {
    const response = await k.get(`${BANK_IMPORT_PATHS.imports}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      rows: { id: number }[];
      total: number;
      page: number;
      page_size: number;
    };
  };

  it('is paged on the server, newest first, with the total count', async () => {
    for (const n of [1, 2, 3]) await importOne(n);
    const ids = (
      await rawRows<{ id: number }>(k.t.db, sql`select id from bank_imports order by id desc`)
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);

    const first = await page('page=1&page_size=2');
    expect(first).toMatchObject({ total: ids.length, page: 1, page_size: 2 });
    expect(first.rows.map((row) => row.id)).toEqual(ids.slice(0, 2));
    const second = await page('page=2&page_size=2');
    expect(second.rows.map((row) => row.id)).toEqual(ids.slice(2, 4));
    // Past the last page: no rows, the same total.
    const past = await page(`page=${ids.length + 1}&page_size=2`);
    expect(past).toMatchObject({ rows: [], total: ids.length });
    // No parameters: the first page of 20.
    const plain = await page('');
    expect(plain).toMatchObject({ page: 1, page_size: 20, total: ids.length });
    expect(plain.rows.map((row) => row.id)).toEqual(ids.slice(0, 20));
  });

  it('refuses a bad page or page size with a Thai 400', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1.5', 'page_size=0', 'page_size=101']) {
      const response = await k.get(`${BANK_IMPORT_PATHS.imports}?${query}`);
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json();
      expect(error.code, query).toBe('VALIDATION');
      const fields = error.fields as { path: string; message: string }[];
      expect(
        fields.map((f) => f.path),
        query,
      ).toEqual([query.split('=')[0]]);
      expect(fields[0]?.message, query).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
