import { BILLING_CYCLE_PATHS } from '@prapa/contracts/billing-cycles';
import {
  INVOICE_CORRECTION_PATHS,
  type TBillRunReview,
  type TReissueResult,
} from '@prapa/contracts/invoice-corrections';
import { INVOICE_PATHS, type TInvoice } from '@prapa/contracts/invoices';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { systemContext } from '../../lib/request-context.ts';
import { auditRows } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer } from '../../test/test-app.ts';
import { runBillRun } from './bill-run.service.ts';
import { createInvoicesKit, type InvoicesKit } from './invoices-test-kit.ts';

let kit: InvoicesKit;
let cycleId: number;
beforeAll(async () => {
  kit = await createInvoicesKit();
  cycleId = await kit.openCycle(2026, 11);
}, 60_000);
afterAll(() => kit.t.close());

const post = (url: string, payload: unknown, token = kit.admin) =>
  kit.t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const cancel = (id: number, reason: string, token = kit.admin) =>
  post(INVOICE_CORRECTION_PATHS.cancel.replace(':id', String(id)), { params: { reason } }, token);
const reissue = (id: number, token = kit.norm) =>
  post(INVOICE_CORRECTION_PATHS.reissue.replace(':id', String(id)), {}, token);
const clientRow = async (id: number) => {
  const [row] = await kit.t.db.select().from(clients).where(eq(clients.id, id));
  return { debt: row?.debtSatang, status: row?.statusCode };
};
const invoiceOf = async (id: number) =>
  (await kit.get(INVOICE_PATHS.one.replace(':id', String(id)))).json().data as TInvoice;
const seqOf = (no: string) => Number(no.split('/').at(-1));

describe('cancel and re-issue a bill', () => {
  it('a wrong reading billed: cancel with a reason → fix the reading → re-issue in its place', async () => {
    const other = await kit.addReadClient(cycleId, 7);
    const wrong = await kit.addReadClient(cycleId, 5000);
    const run = await kit.billRun(cycleId);
    expect(run.statusCode, run.body).toBe(200);
    const [, billed] = (await kit.invoicesOf(cycleId)).filter((i) =>
      [other.clientId, wrong.clientId].includes(i.clientId),
    );
    expect(billed?.clientId).toBe(wrong.clientId);
    const wrongInvoice = billed as NonNullable<typeof billed>;
    expect(await clientRow(wrong.clientId)).toEqual({
      debt: wrongInvoice.totalSatang,
      // Billed but not yet due: owed, not overdue (decision 014).
      status: '1_0',
    });

    // The reading is frozen while its bill stands.
    const frozen = await kit.save({
      cycle_id: cycleId,
      meter_id: wrong.meterId,
      current_reading: 57,
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error.code).toBe('READING_INVOICED');

    // A reason is required.
    expect((await cancel(wrongInvoice.id, '  ')).statusCode).toBe(400);

    const cancelled = await cancel(wrongInvoice.id, 'จดเลขมาตรผิด 5000 ที่ถูกคือ 57');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      invoice_no: wrongInvoice.invoiceNo,
      cancel_reason: 'จดเลขมาตรผิด 5000 ที่ถูกคือ 57',
      client_debt: 0,
    });
    // Debt and status follow in the same transaction; the invoice stays, marked.
    expect(await clientRow(wrong.clientId)).toEqual({ debt: 0, status: '1_0' });
    const shown = await invoiceOf(wrongInvoice.id);
    expect(shown).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'จดเลขมาตรผิด 5000 ที่ถูกคือ 57',
    });
    expect(await auditRows(kit.t.db, 'invoice.cancel', wrongInvoice.id)).toHaveLength(1);

    // Cancelled twice: refused.
    const again = await cancel(wrongInvoice.id, 'อีกครั้ง');
    expect(again.statusCode).toBe(409);

    // The reading is editable again.
    const fixed = await kit.save({
      cycle_id: cycleId,
      meter_id: wrong.meterId,
      current_reading: 57,
      confirm_anomaly: true,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);

    const issued = await reissue(wrongInvoice.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const result = issued.json().data as TReissueResult;
    expect(result.replaces_invoice_no).toBe(wrongInvoice.invoiceNo);
    // Gapless: the new number is the next one after the run's last.
    const all = await kit.invoicesOf();
    const seqs = all.map((i) => i.seq);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    expect(seqOf(result.invoice_no)).toBe(Math.max(...seqs));
    const [row] = await kit.t.db.select().from(invoices).where(eq(invoices.id, result.id));
    expect(row).toMatchObject({ units: 57, replacesInvoiceId: wrongInvoice.id, receiptId: null });
    expect(await clientRow(wrong.clientId)).toEqual({ debt: row?.totalSatang, status: '1_0' });
    expect((await invoiceOf(result.id)).replaces_invoice_no).toBe(wrongInvoice.invoiceNo);
    expect((await invoiceOf(wrongInvoice.id)).replaced_by_invoice_no).toBe(result.invoice_no);
    expect(await auditRows(kit.t.db, 'invoice.reissue', cycleId)).toHaveLength(1);

    // Re-issued once only.
    expect((await reissue(wrongInvoice.id)).statusCode).toBe(409);

    // The batch bill PDF hands out the new bill, saying which one it replaces, not the old one.
    const pdf = await kit.get(`${INVOICE_PATHS.printPdf}?cycle_id=${cycleId}`);
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const text = pdfText(pdf.rawPayload, 'raw');
    if (text !== null) {
      expect(text).toContain(`ออกแทนใบแจ้งหนี้เลขที่ ${wrongInvoice.invoiceNo}`);
      expect(text).toContain(result.invoice_no);
      expect(text.split(wrongInvoice.invoiceNo)).toHaveLength(2); // only in that line
    }

    // Lists: the cancelled one stays listed, and is not "unpaid".
    const listed = async (status: string) =>
      (
        (await kit.get(`${INVOICE_PATHS.list}?client_id=${wrong.clientId}&status=${status}`)).json()
          .data.rows as TInvoice[]
      ).map((i) => i.invoice_no);
    expect(await listed('unpaid')).toEqual([result.invoice_no]);
    expect(await listed('cancelled')).toEqual([wrongInvoice.invoiceNo]);

    // The counter offers only the live one and refuses to take money for the cancelled one.
    const unpaid = await kit.get(`${PAYMENT_PATHS.unpaid}?client_id=${wrong.clientId}`);
    expect((unpaid.json().data as TInvoice[]).map((i) => i.id)).toEqual([result.id]);
    const pay = await post(
      PAYMENT_PATHS.setPayment,
      { invoices: [wrongInvoice.id], received: 10_000_000 },
      kit.norm,
    );
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toContain('ยกเลิก');
  });

  it('the cycle’s next bill run re-bills a cancelled invoice’s reading in its place', async () => {
    const person = await kit.addReadClient(cycleId, 12);
    await kit.billRun(cycleId);
    const [first] = (await kit.invoicesOf(cycleId)).filter((i) => i.clientId === person.clientId);
    expect((await cancel(first?.id as number, 'ทดสอบ')).statusCode).toBe(200);
    const run = await kit.billRun(cycleId);
    expect(run.json().data.issued).toBe(1);
    const live = (await kit.invoicesOf(cycleId)).filter(
      (i) => i.clientId === person.clientId && i.cancelledAt === null,
    );
    expect(live).toHaveLength(1);
    expect(live[0]?.replacesInvoiceId).toBe(first?.id);
  });

  it('a paid invoice is refused with a Thai 409 telling to void the receipt first', async () => {
    const person = await kit.addReadClient(cycleId, 9);
    await kit.billRun(cycleId);
    const [bill] = (await kit.invoicesOf(cycleId)).filter((i) => i.clientId === person.clientId);
    const paid = await post(
      PAYMENT_PATHS.setPayment,
      { invoices: [bill?.id], received: bill?.totalSatang },
      kit.norm,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await cancel(bill?.id as number, 'ผิด');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('ยกเลิกใบเสร็จก่อน');
    expect(refused.json().error.message).toContain(paid.json().data.receipt_no);
  });

  it('only ADMIN cancels: NORM and VIEW are refused, nothing changes', async () => {
    const person = await kit.addReadClient(cycleId, 4);
    await kit.billRun(cycleId);
    const [bill] = (await kit.invoicesOf(cycleId)).filter((i) => i.clientId === person.clientId);
    expect((await cancel(bill?.id as number, 'ผิด', kit.norm)).statusCode).toBe(403);
    expect((await cancel(bill?.id as number, 'ผิด', kit.view)).statusCode).toBe(403);
    expect((await cancel(999_999, 'ผิด')).statusCode).toBe(404);
    const [row] = await kit.t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, bill?.id as number));
    expect(row?.cancelledAt).toBeNull();
  });
});

describe('bill run: review and the cycle’s period', () => {
  it('lists flagged readings, refuses a month not started yet saying from when', async () => {
    await kit.closeCycle(cycleId);
    const december = await kit.openCycle(2026, 12);
    const plain = await kit.addReadClient(december, 6);
    const estimated = await kit.addMeter();
    const rolled = await kit.addMeter({ initialReading: 99_990 });
    const saved = await kit.save({
      cycle_id: december,
      meter_id: rolled.meterId,
      current_reading: 5,
      confirm_rollover: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const marked = await kit.t.app.inject({
      method: 'POST',
      url: BILLING_CYCLE_PATHS.mark,
      headers: bearer(kit.norm),
      payload: {
        params: { cycle_id: december, meter_ids: [estimated.meterId], note: 'no_access' },
      },
    });
    expect(marked.statusCode, marked.body).toBe(200);

    const review = (
      await kit.get(`${INVOICE_CORRECTION_PATHS.billRunReview}?cycle_id=${december}`)
    ).json().data as TBillRunReview;
    expect(review).toMatchObject({ can_bill: false, billable_from: '2026-12-01', to_issue: 3 });
    const flagsOf = (meterId: number) => review.flagged.find((f) => f.meter_id === meterId)?.flags;
    expect(flagsOf(plain.meterId)).toBeUndefined();
    expect(flagsOf(rolled.meterId)).toEqual(['rollover']);
    expect(flagsOf(estimated.meterId)).toEqual(['estimated']);
    expect(review.flagged_total).toBe(2);

    const refused = await kit.billRun(december);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('1 ธันวาคม 2569');
    expect(await kit.invoicesOf(december)).toHaveLength(0);
    // From 1 December it runs.
    const result = await runBillRun(
      systemContext(kit.t.db, new Date('2026-12-01T01:00:00.000Z')),
      december,
    );
    expect(result.issued).toBe(3);
  });
});
