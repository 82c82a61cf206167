import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceipt } from '@prapa/contracts/payments';
import { formatDocumentNo } from '@prapa/domain/document-number';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCounters } from '../../db/schema/change-counters.ts';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { auditRows } from '../../test/factories.ts';
import { createPaymentsKit, type PaymentsKit } from './payments-test-kit.ts';

let k: PaymentsKit;
beforeAll(async () => {
  k = await createPaymentsKit();
});
afterAll(() => k.t.close());

const NOV = { year: 2026, month: 11 };
const OCT = { year: 2026, month: 10 };
const SEP = { year: 2026, month: 9 };

describe('POST /api/user/payment/set-payment', () => {
  it('pays several invoices with one receipt: amounts, change, number, Thai words, debt', async () => {
    const who = await k.addClient();
    const ids = await k.addInvoices(who, [
      { ...SEP, total: 12_050 },
      { ...OCT, total: 15_000 },
      { ...NOV, total: 20_000 },
    ]);
    expect(await k.clientRow(who.clientId)).toEqual({ debt: 47_050, status: '1_1' });

    const response = await k.pay({ invoices: [ids[1], ids[0]], received: 30_000 });
    expect(response.statusCode, response.body).toBe(200);
    const receipt = response.json().data as TReceipt;
    expect(receipt.receipt_no).toMatch(/^RC2570\/\d{6}$/);
    expect(receipt.receipt_date).toBe('2026-11-20');
    expect(receipt.amount_paid).toBe(27_050);
    expect(receipt.received).toBe(30_000);
    expect(receipt.leftOver).toBe(2_950);
    expect(receipt.amount_text).toBe('สองร้อยเจ็ดสิบบาทห้าสิบสตางค์');
    expect(receipt.payee).toBe('สมหญิง แคชเชียร์');
    expect(receipt.payment_no).toBe(receipt.fullname);
    expect(receipt.items.map((i) => i.invoice_id)).toEqual([ids[0], ids[1]]);
    expect(receipt.items.map((i) => i.bill_cycle_name)).toEqual(['กันยายน 2569', 'ตุลาคม 2569']);
    expect(receipt.out_of_order).toBe(false);

    const [stored] = await k.t.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    // The number is formatted in SQL (under the counter lock); it must match the domain's.
    expect(receipt.receipt_no).toBe(formatDocumentNo(2570, stored?.seq as number, 'RC'));
    expect(stored?.receiptNo).toBe(receipt.receipt_no);
    const paid = await k.t.db.select().from(invoices).where(eq(invoices.receiptId, receipt.id));
    expect(paid.map((i) => i.id).sort()).toEqual([ids[0], ids[1]].sort());
    // What is left is November's bill, due on 26 November: owed, but not overdue (decision 014).
    expect(await k.clientRow(who.clientId)).toEqual({ debt: 20_000, status: '1_0' });
    const [audit] = await auditRows(k.t.db, 'receipt.issue', receipt.id);
    expect(audit?.after).toMatchObject({ receipt_no: receipt.receipt_no, amount: 27_050 });

    // The stored receipt reads back as it was answered.
    const printed = await k.get(`/api/user/payment/receipt/${receipt.id}`);
    expect(printed.json().data).toEqual(receipt);

    const next = await k.pay({ invoices: [ids[2]], received: 20_000, payment_no: 'ลูกสาว' });
    expect(next.statusCode, next.body).toBe(200);
    const second = next.json().data as TReceipt;
    expect(second.payment_no).toBe('ลูกสาว');
    expect(second.leftOver).toBe(0);
    const seq = (no: string) => Number(no.split('/')[1]);
    expect(seq(second.receipt_no)).toBe(seq(receipt.receipt_no) + 1);
    expect(await k.clientRow(who.clientId)).toEqual({ debt: 0, status: '1_0' });
  });

  it('refuses too little cash with a field error on received', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [OCT]);
    const response = await k.pay({ invoices: [id], received: 14_999 });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toContain('150.00');
    expect(error.fields).toEqual([{ path: 'received', message: 'รับเงินน้อยกว่ายอดที่ต้องชำระ' }]);
    expect(await k.clientRow(who.clientId)).toMatchObject({ status: '1_1' });
  });

  it('refuses a newer invoice while an older one is unpaid, unless an ADMIN overrides', async () => {
    const who = await k.addClient();
    const [older, newer] = await k.addInvoices(who, [OCT, NOV]);
    const refused = await k.pay({ invoices: [newer], received: 15_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('OLDER_INVOICE_UNPAID');
    const [olderRow] = await k.t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, older as number));
    expect(refused.json().error.message).toContain(olderRow?.invoiceNo);

    const normOverride = await k.pay({ invoices: [newer], received: 15_000, override_order: true });
    expect(normOverride.statusCode).toBe(409);

    const adminOverride = await k.pay(
      { invoices: [newer], received: 15_000, override_order: true },
      k.admin,
    );
    expect(adminOverride.statusCode, adminOverride.body).toBe(200);
    expect(adminOverride.json().data.out_of_order).toBe(true);
    const [row] = await k.t.db
      .select()
      .from(receipts)
      .where(eq(receipts.id, adminOverride.json().data.id));
    expect(row?.outOfOrder).toBe(true);
  });

  it('refuses a paid invoice with the Thai message naming invoice and receipt', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [NOV]);
    const first = await k.pay({ invoices: [id], received: 15_000 });
    expect(first.statusCode).toBe(200);
    const again = await k.pay({ invoices: [id], received: 15_000 });
    expect(again.statusCode).toBe(409);
    const [row] = await k.t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, id as number));
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_PAID',
      message: `ใบแจ้งหนี้ ${row?.invoiceNo} ชำระแล้ว (ใบเสร็จ ${first.json().data.receipt_no}) ไม่สามารถชำระซ้ำได้`,
    });
  });

  it('refuses unknown invoices and invoices of two clients', async () => {
    const a = await k.addClient();
    const b = await k.addClient();
    const [ia] = await k.addInvoices(a, [NOV]);
    const [ib] = await k.addInvoices(b, [NOV]);
    const unknown = await k.pay({ invoices: [999_999], received: 100 });
    expect(unknown.statusCode).toBe(404);
    const mixed = await k.pay({ invoices: [ia, ib], received: 100_000 });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields[0].path).toBe('invoices');
  });

  it('is refused to VIEW', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [NOV]);
    const response = await k.pay({ invoices: [id], received: 15_000 }, k.view);
    expect(response.statusCode).toBe(403);
  });

  it('lists unpaid invoices oldest first and finds the receipt of an invoice', async () => {
    const who = await k.addClient();
    const ids = await k.addInvoices(who, [SEP, OCT, NOV]);
    const unpaid = await k.get(`${PAYMENT_PATHS.unpaid}?client_id=${who.clientId}`);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json().data.map((i: { id: number }) => i.id)).toEqual(ids);
    const paid = await k.pay({ invoices: [ids[0]], received: 15_000 });
    const receiptNo = paid.json().data.receipt_no;
    for (const key of ['invoiceId', 'invoice_id']) {
      const found = await k.get(`${PAYMENT_PATHS.receiptId}?${key}=${ids[0]}`);
      expect(found.json().data).toEqual({ receipt_id: paid.json().data.id, receipt_no: receiptNo });
    }
    const none = await k.get(`${PAYMENT_PATHS.receiptId}?invoiceId=${ids[1]}`);
    expect(none.json().data).toEqual({ receipt_id: null, receipt_no: null });

    const history = await k.get(`/api/user/history/${who.clientId}`);
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().data as { id: number; status: string; receipt_no: string }[];
    expect(rows.map((r) => r.id)).toEqual([...ids].reverse());
    expect(rows.at(-1)).toMatchObject({ status: 'paid', receipt_no: receiptNo });
    expect(rows[0]?.status).toBe('unpaid');
  });

  it("leaves the reading screen's reading_set counter alone (debt half only)", async () => {
    const counter = async () =>
      (await k.t.db.select().from(changeCounters).where(eq(changeCounters.name, 'reading_set')))[0]
        ?.value;
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [NOV]);
    const before = await counter();
    expect((await k.pay({ invoices: [id], received: 15_000 })).statusCode).toBe(200);
    expect(await counter()).toBe(before);
    // A change of membership still moves it.
    await k.t.db.update(clients).set({ statusCode: '2_0' }).where(eq(clients.id, who.clientId));
    expect(await counter()).toBe((before ?? 0) + 1);
  });
});
