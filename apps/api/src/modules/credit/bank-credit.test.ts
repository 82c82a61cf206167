import { BANK_IMPORT_PATHS } from '@prapa/contracts/bank-import';
import { pathWith } from '@prapa/contracts/config-paths';
import { CREDIT_PATHS } from '@prapa/contracts/member-credit';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import {
  bankUpload,
  invoiceNoOf,
  memberIdOf,
  setUpBank,
} from '../bank-import/bank-import-test-kit.ts';
import { createPaymentsKit, type PaymentsKit } from '../payments/payments-test-kit.ts';

/** Issue #14 items 6–8 (decision 031): overpaid, partial, held lines by hand, the counter. */
let k: PaymentsKit;
let fileNo = 0;

beforeAll(async () => {
  k = await createPaymentsKit();
  await setUpBank(k);
}, 60_000);
afterAll(() => k.t.close());

const ref1 = async (who: { clientId: number }) =>
  String(await memberIdOf(k, who.clientId)).padStart(5, '0');
const ref2 = async (invoiceId: number) => (await invoiceNoOf(k, invoiceId)).replace('/', '');

/** Dry run then confirm a file of these lines; returns the import id and the dry run. */
async function importFile(lines: Parameters<typeof bankUpload>[0]) {
  fileNo += 1;
  const upload = bankUpload(lines, {
    fileName: `credit-${fileNo}.txt`,
    effectiveDate: `2026-11-${String(fileNo).padStart(2, '0')}`,
  });
  const run = await k.post(BANK_IMPORT_PATHS.dryRun, upload);
  expect(run.statusCode, run.body).toBe(200);
  const dry = run.json().data;
  const confirm = await k.post(BANK_IMPORT_PATHS.confirm, {
    ...upload,
    fingerprint: dry.fingerprint,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { importId: confirm.json().data.import_id as number, dry };
}

const resolve = (importId: number, record: number, body: unknown, token = k.norm) =>
  k.post(pathWith(BANK_IMPORT_PATHS.resolveLine, { id: importId, record }), body, token);

const balance = async (clientId: number) =>
  (await k.get(pathWith(CREDIT_PATHS.client, { id: clientId }))).json().data.balance_satang;

const invoiceRow = async (id: number) => {
  const [row] = await rawRows<{ partial: number; credit: number; paid: boolean }>(
    k.t.db,
    sql`select partial_satang::float8 as partial, credit_satang::float8 as credit,
          receipt_id is not null as paid from invoices where id = ${id}`,
  );
  return row;
};

const fileTotals = async (importId: number) => {
  const response = await k.get(pathWith(BANK_IMPORT_PATHS.import, { id: importId }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('an overpayment', () => {
  it('pays every bill and keeps the rest as credit on one receipt', async () => {
    const a = await k.addClient();
    const [a1, a2] = await k.addInvoices(a, [
      { year: 2026, month: 9, total: 10_000 },
      { year: 2026, month: 10, total: 15_000 },
    ]);
    const { importId, dry } = await importFile([
      { ref1: await ref1(a), ref2: await ref2(a2 as number), amountSatang: 30_000 },
    ]);
    expect(dry.lines[0]).toMatchObject({
      verdict: 'overpaid',
      outcome: 'applied',
      credit_satang: 5_000,
    });
    expect(await balance(a.clientId)).toBe(5_000);
    expect((await invoiceRow(a1 as number))?.paid).toBe(true);
    expect((await k.clientRow(a.clientId)).debt).toBe(0);
    const [receipt] = await rawRows<{ amount: number; advance: number; items: number }>(
      k.t.db,
      sql`select r.amount_satang::float8 as amount, r.advance_satang::float8 as advance,
            (select sum(amount_satang)::float8 from receipt_items where receipt_id = r.id) as items
          from bank_import_lines l join receipts r on r.id = l.receipt_id
          where l.import_id = ${importId}`,
    );
    expect(receipt).toEqual({ amount: 30_000, advance: 5_000, items: 25_000 });
  });
});

describe('an underpayment, held, applied by hand as a partial payment', () => {
  it('issues a receipt for the part paid and leaves the rest due, then the counter takes the rest', async () => {
    const b = await k.addClient();
    const [b1] = await k.addInvoices(b, [{ year: 2026, month: 10, total: 10_000 }]);
    const { importId, dry } = await importFile([
      { ref1: await ref1(b), ref2: await ref2(b1 as number), amountSatang: 4_000 },
    ]);
    expect(dry.lines[0]).toMatchObject({ verdict: 'amount_differs', outcome: 'held' });
    const record = dry.lines[0].record as number;

    // Paying it whole is refused: 40 baht does not pay a 100-baht bill.
    expect((await resolve(importId, record, { action: 'pay' })).statusCode).toBe(409);
    const done = await resolve(importId, record, { action: 'partial' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ outcome: 'applied', credit_satang: 0 });
    expect(done.json().data.receipt_no).toMatch(/^RC2570\//);
    expect(await invoiceRow(b1 as number)).toEqual({ partial: 4_000, credit: 0, paid: false });
    expect((await k.clientRow(b.clientId)).debt).toBe(6_000);

    const file = await fileTotals(importId);
    expect(file).toMatchObject({ applied_satang: 4_000, held_satang: 0, held_count: 0 });
    expect(file.lines[0]).toMatchObject({ outcome: 'applied', resolution: 'partial' });
    expect(file.lines[0].resolved_by).toBeTruthy();

    // The counter asks only what is still due.
    const paid = await k.pay({ invoices: [b1], received: 6_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ amount_paid: 6_000, leftOver: 0 });
    expect((await invoiceRow(b1 as number))?.paid).toBe(true);
    expect((await k.clientRow(b.clientId)).debt).toBe(0);

    // Resolved once only.
    expect((await resolve(importId, record, { action: 'credit' })).statusCode).toBe(409);
  });
});

describe('resolving a held line by hand', () => {
  it('marks a refund only as an ADMIN with a reason, audited, and the totals still add up', async () => {
    const { importId, dry } = await importFile([{ ref1: '98765', ref2: '', amountSatang: 2_500 }]);
    const record = dry.lines[0].record as number;
    expect(dry.lines[0]).toMatchObject({ verdict: 'unknown_member', outcome: 'held' });
    expect((await resolve(importId, record, { action: 'refund', note: 'โอนผิด' })).statusCode).toBe(
      403,
    );
    expect((await resolve(importId, record, { action: 'refund' }, k.view)).statusCode).toBe(403);
    const noReason = await resolve(importId, record, { action: 'refund' }, k.admin);
    expect(noReason.statusCode).toBe(400);
    const ok = await resolve(importId, record, { action: 'refund', note: 'โอนผิดบัญชี' }, k.admin);
    expect(ok.statusCode, ok.body).toBe(200);
    const file = await fileTotals(importId);
    expect(file).toMatchObject({ held_count: 0, refunded_count: 1, refunded_satang: 2_500 });
    expect(
      file.applied_satang + file.held_satang + file.rejected_satang + file.refunded_satang,
    ).toBe(file.file_total_satang);
    const audits = await rawRows<{ after: { action: string; note: string } }>(
      k.t.db,
      sql`select after from audit_log where action = 'bank_import.resolve'
          and entity_id = ${String(importId)}`,
    );
    expect(audits.map((a) => a.after)).toEqual([
      expect.objectContaining({ action: 'refund', note: 'โอนผิดบัญชี' }),
    ]);
  });

  it('assigns an unknown member line to a member as credit, or to pay their bill', async () => {
    const c = await k.addClient();
    const d = await k.addClient();
    const [d1] = await k.addInvoices(d, [{ year: 2026, month: 10, total: 7_000 }]);
    const { importId, dry } = await importFile([
      { ref1: '99998', ref2: '', amountSatang: 3_000 },
      { ref1: '99997', ref2: '', amountSatang: 8_000 },
    ]);
    const [first, second] = dry.lines.map((l: { record: number }) => l.record);
    const memberC = await memberIdOf(k, c.clientId);
    const memberD = await memberIdOf(k, d.clientId);
    expect(
      (await resolve(importId, first, { action: 'credit', member_id: memberC })).statusCode,
    ).toBe(200);
    expect(await balance(c.clientId)).toBe(3_000);
    const paid = await resolve(importId, second, {
      action: 'pay',
      member_id: memberD,
      invoice_id: d1,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ outcome: 'applied', credit_satang: 1_000 });
    expect((await invoiceRow(d1 as number))?.paid).toBe(true);
    expect(await balance(d.clientId)).toBe(1_000);
    const unknown = await resolve(importId, first, { action: 'credit', member_id: 1 });
    expect(unknown.statusCode).toBe(409);
  });
});

describe('the bill a held line pays, chosen by staff', () => {
  it("takes only an unpaid, live bill of that member: another member's, a paid or a cancelled one is refused in Thai", async () => {
    const e = await k.addClient();
    const f = await k.addClient();
    const [e1, e2, e3] = await k.addInvoices(e, [
      { year: 2026, month: 8, total: 10_000 },
      { year: 2026, month: 9, total: 10_000 },
      { year: 2026, month: 10, total: 10_000 },
    ]);
    const [f1] = await k.addInvoices(f, [{ year: 2026, month: 10, total: 10_000 }]);
    const { importId, dry } = await importFile([
      { ref1: await ref1(e), ref2: await ref2(e1 as number), amountSatang: 5_000 },
    ]);
    const record = dry.lines[0].record as number;
    expect(dry.lines[0]).toMatchObject({ verdict: 'amount_differs', outcome: 'held' });
    const refused = async (invoiceId: number) => {
      const response = await resolve(importId, record, {
        action: 'partial',
        invoice_id: invoiceId,
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toBe('ใบแจ้งหนี้นี้ไม่ใช่ใบที่ค้างชำระของผู้ใช้น้ำรายนี้');
    };
    await refused(f1 as number);
    expect((await k.pay({ invoices: [e1], received: 10_000 })).statusCode).toBe(200);
    await refused(e1 as number);
    await k.t.db.execute(
      sql`update invoices set cancelled_at = now(), cancel_reason = 'ออกผิด',
            cancelled_by = (select id from accounts order by id limit 1)
          where id = ${e3 as number}`,
    );
    await refused(e3 as number);
    await refused(999_999);
    // Nothing was written by the refusals; the line is still held.
    expect((await fileTotals(importId)).held_count).toBe(1);

    // The bill chosen, not the oldest: e2 takes the 50 baht, f1 and e3 are untouched.
    const done = await resolve(importId, record, { action: 'partial', invoice_id: e2 });
    expect(done.statusCode, done.body).toBe(200);
    expect(await invoiceRow(e2 as number)).toEqual({ partial: 5_000, credit: 0, paid: false });
    expect(await invoiceRow(f1 as number)).toEqual({ partial: 0, credit: 0, paid: false });
    expect((await fileTotals(importId)).lines[0]).toMatchObject({
      outcome: 'applied',
      resolution: 'partial',
      invoice_nos: [await invoiceNoOf(k, e2 as number)],
    });
  });
});

describe('the counter', () => {
  it('shows and applies the credit balance, and takes an advance only for an ADMIN', async () => {
    const e = await k.addClient();
    const [e1] = await k.addInvoices(e, [{ year: 2026, month: 10, total: 10_000 }]);
    await importFile([{ ref1: await ref1(e), ref2: '', amountSatang: 12_500 }]); // overpaid
    // The overpayment paid the bill and left 25 baht of credit.
    expect((await invoiceRow(e1 as number))?.paid).toBe(true);
    expect(await balance(e.clientId)).toBe(2_500);

    const [e2] = await k.addInvoices(e, [{ year: 2026, month: 11, total: 10_000 }]);
    const applied = await k.post(pathWith(CREDIT_PATHS.apply, { id: e.clientId }), {});
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toEqual({ used_satang: 2_500, balance_satang: 0, receipt_nos: [] });
    expect(await invoiceRow(e2 as number)).toEqual({ partial: 0, credit: 2_500, paid: false });
    expect((await k.post(pathWith(CREDIT_PATHS.apply, { id: e.clientId }), {})).statusCode).toBe(
      409,
    );

    // An advance: refused to NORM, taken by an ADMIN as credit on the same receipt.
    const refused = await k.pay({ invoices: [e2], received: 10_000, advance: 2_500 });
    expect(refused.statusCode).toBe(403);
    const taken = await k.pay({ invoices: [e2], received: 10_000, advance: 2_500 }, k.admin);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({
      amount_paid: 10_000,
      leftOver: 0,
      advance_satang: 2_500,
    });
    expect(await balance(e.clientId)).toBe(2_500);
    expect((await k.clientRow(e.clientId)).debt).toBe(0);

    // Voiding that receipt takes its advance back off the balance, and the bill is due again
    // (less the credit deducted earlier); a void whose credit was spent since is refused.
    const voidIt = (id: number) =>
      k.post(PAYMENT_PATHS.void, { params: { id, reason: 'รับเงินผิดราย' } }, k.admin);
    const voided = await voidIt(taken.json().data.id);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await balance(e.clientId)).toBe(0);
    expect(await invoiceRow(e2 as number)).toEqual({ partial: 0, credit: 2_500, paid: false });
    expect((await k.clientRow(e.clientId)).debt).toBe(7_500);
    const again = await k.pay({ invoices: [e2], received: 10_000, advance: 2_500 }, k.admin);
    expect(again.statusCode, again.body).toBe(200);
    await k.addInvoices(e, [{ year: 2026, month: 12, total: 2_000 }]);
    expect((await k.post(pathWith(CREDIT_PATHS.apply, { id: e.clientId }), {})).statusCode).toBe(
      200,
    );
    const spent = await voidIt(again.json().data.id);
    expect(spent.statusCode).toBe(409);
    expect(spent.body).toContain('ถูกใช้ไปแล้ว');
  });

  it('voids a partial payment: the invoice asks its whole amount again', async () => {
    const f = await k.addClient();
    const [f1] = await k.addInvoices(f, [{ year: 2026, month: 10, total: 10_000 }]);
    const { importId, dry } = await importFile([
      { ref1: await ref1(f), ref2: await ref2(f1 as number), amountSatang: 3_000 },
    ]);
    const done = await resolve(importId, dry.lines[0].record, { action: 'partial' });
    expect(done.statusCode, done.body).toBe(200);
    const [receipt] = await rawRows<{ id: number }>(
      k.t.db,
      sql`select id from receipts where receipt_no = ${done.json().data.receipt_no}`,
    );
    const voided = await k.post(
      PAYMENT_PATHS.void,
      { params: { id: receipt?.id, reason: 'รับเงินผิดราย' } },
      k.admin,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await invoiceRow(f1 as number)).toEqual({ partial: 0, credit: 0, paid: false });
    expect((await k.clientRow(f.clientId)).debt).toBe(10_000);
  });
});

describe('every satang of a bank file ends in exactly one place', () => {
  it('receipts + credit + held + rejected = the file total, over random files', async () => {
    const people: { who: { clientId: number }; invoices: number[] }[] = [];
    for (let i = 0; i < 4; i++) {
      const who = await k.addClient();
      const months = Array.from({ length: i }, (_, m) => ({
        year: 2026,
        month: 8 + m,
        total: 3_000 + 1_000 * m,
      }));
      people.push({ who, invoices: await k.addInvoices(who, months) });
    }
    const refs = await Promise.all(people.map((p) => ref1(p.who)));
    const invoiceRefs = await Promise.all(people.flatMap((p) => p.invoices.map(ref2)));
    const files = fc.sample(
      fc.array(
        fc.record({
          member: fc.integer({ min: 0, max: 4 }),
          invoice: fc.integer({ min: 0, max: invoiceRefs.length }),
          amount: fc.constantFrom(1_000, 3_000, 4_000, 7_000, 12_000, 2_500),
          kind: fc.constantFrom('C', 'C', 'C', 'D'),
        }),
        { minLength: 5, maxLength: 20 },
      ),
      { numRuns: 3, seed: 31 },
    );
    for (const lines of files) {
      const { importId } = await importFile(
        lines.map((l, i) => ({
          ref1: refs[l.member] ?? '99999',
          ref2: invoiceRefs[l.invoice] ?? '',
          amountSatang: l.amount,
          kind: l.kind,
          paidTime: `09:${String(i).padStart(2, '0')}:00`,
        })),
      );
      const [sums] = await rawRows<{
        file: number;
        receipted: number;
        credit: number;
        held: number;
        rejected: number;
        ledger: number;
      }>(
        k.t.db,
        sql`select b.file_total_satang::float8 as file,
              coalesce(sum(r.amount_satang - r.advance_satang), 0)::float8 as receipted,
              coalesce(sum(r.advance_satang), 0)::float8 as credit,
              b.held_satang::float8 as held, b.rejected_satang::float8 as rejected,
              (select coalesce(sum(amount_satang), 0)::float8 from client_credits
                where bank_import_id = b.id) as ledger
            from bank_imports b
            left join bank_import_lines l on l.import_id = b.id
            left join receipts r on r.id = l.receipt_id
            where b.id = ${importId}
            group by b.id`,
      );
      expect(sums).toBeDefined();
      if (!sums) continue;
      expect(sums.receipted + sums.credit + sums.held + sums.rejected).toBe(sums.file);
      expect(sums.ledger).toBe(sums.credit);
    }
  });
});
