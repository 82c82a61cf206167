import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceipt, TReceiptSummaryRow } from '@prapa/contracts/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices.ts';
import { auditRows } from '../../test/factories.ts';
import { createPaymentsKit, type PaymentsKit } from './payments-test-kit.ts';

let k: PaymentsKit;
beforeAll(async () => {
  k = await createPaymentsKit();
});
afterAll(() => k.t.close());

/** Billed 26 October and due that day: overdue on the kit's pay day (20 November). */
const OCT = { year: 2026, month: 10 };
const voidBody = (id: number, reason = 'รับเงินผิดราย') => ({ params: { id, reason } });

describe('voiding a receipt', () => {
  it('returns the invoices to unpaid, keeps the number, restores debt and status', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [OCT]);
    expect(await k.clientRow(who.clientId)).toEqual({ debt: 15_000, status: '1_1' });
    const paid = (await k.pay({ invoices: [id], received: 15_000 })).json().data as TReceipt;
    expect(await k.clientRow(who.clientId)).toEqual({ debt: 0, status: '1_0' });

    const voided = await k.post(PAYMENT_PATHS.void, voidBody(paid.id), k.admin);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({
      receipt_no: paid.receipt_no,
      voided: true,
      void_reason: 'รับเงินผิดราย',
    });
    expect(voided.json().data.items).toHaveLength(1);
    const [row] = await k.t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, id as number));
    expect(row).toMatchObject({ receiptId: null, paidAt: null });
    expect(await k.clientRow(who.clientId)).toEqual({ debt: 15_000, status: '1_1' });
    const [audit] = await auditRows(k.t.db, 'receipt.void', paid.id);
    expect(audit?.after).toMatchObject({ reason: 'รับเงินผิดราย', invoices_unpaid: [id] });

    // Paid again: a new receipt with the next number; the voided one keeps its own.
    const again = (await k.pay({ invoices: [id], received: 15_000 })).json().data as TReceipt;
    expect(again.receipt_no).not.toBe(paid.receipt_no);
    expect(await k.clientRow(who.clientId)).toEqual({ debt: 0, status: '1_0' });
    const history = await k.get(`/api/user/payment/history/${who.clientId}`);
    expect(
      history.json().data.map((r: TReceiptSummaryRow) => [r.receipt_no, r.voided, r.invoice_count]),
    ).toEqual([
      [again.receipt_no, false, 1],
      [paid.receipt_no, true, 1],
    ]);
  });

  it('keeps a cancelled client cancelled: 2_0 → 2_1 after a void', async () => {
    const who = await k.addClient('2_0');
    const [id] = await k.addInvoices(who, [OCT]);
    expect((await k.clientRow(who.clientId)).status).toBe('2_1');
    const paid = (await k.pay({ invoices: [id], received: 15_000 })).json().data as TReceipt;
    expect((await k.clientRow(who.clientId)).status).toBe('2_0');
    await k.post(PAYMENT_PATHS.void, voidBody(paid.id), k.admin);
    expect((await k.clientRow(who.clientId)).status).toBe('2_1');
  });

  it('is refused to NORM with a Thai message, and refused twice', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [OCT]);
    const paid = (await k.pay({ invoices: [id], received: 15_000 })).json().data as TReceipt;
    const norm = await k.post(PAYMENT_PATHS.void, voidBody(paid.id), k.norm);
    expect(norm.statusCode).toBe(403);
    expect(norm.json().error.message).toBe('เฉพาะผู้ดูแลระบบเท่านั้นที่ยกเลิกใบเสร็จรับเงินได้');
    expect((await k.post(PAYMENT_PATHS.void, voidBody(paid.id), k.admin)).statusCode).toBe(200);
    const twice = await k.post(PAYMENT_PATHS.void, voidBody(paid.id), k.admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain(paid.receipt_no);
    const noReason = await k.post(PAYMENT_PATHS.void, voidBody(paid.id, '  '), k.admin);
    expect(noReason.statusCode).toBe(400);
  });

  it('counts reprints and audits them', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [OCT]);
    const paid = (await k.pay({ invoices: [id], received: 15_000 })).json().data as TReceipt;
    expect(paid.copies_printed).toBe(0);
    const url = `/api/user/payment/receipt/${paid.id}/reprint`;
    expect((await k.post(url, {})).json().data.copies_printed).toBe(1);
    expect((await k.post(url, {})).json().data.copies_printed).toBe(2);
    expect(await auditRows(k.t.db, 'receipt.reprint', paid.id)).toHaveLength(2);
    expect((await k.post('/api/user/payment/receipt/999999/reprint', {})).statusCode).toBe(404);
  });
});
