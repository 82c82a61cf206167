import {
  INVOICE_CORRECTION_PATHS,
  type TCorrectClosedReadingResult,
} from '@prapa/contracts/invoice-corrections';
import { INVOICE_PATHS, type TInvoice } from '@prapa/contracts/invoices';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createInvoicesKit, type InvoicesKit } from './invoices-test-kit.ts';

let kit: InvoicesKit;
let november: number;
let december: number;
type Person = { clientId: number; meterId: number };
let wrong: Person;
let paidOne: Person;
let readSince: Person;
const bills = new Map<number, { id: number; invoiceNo: string; totalSatang: number }>();

beforeAll(async () => {
  kit = await createInvoicesKit();
  november = await kit.openCycle(2026, 11);
  wrong = await kit.addReadClient(november, 5000);
  paidOne = await kit.addReadClient(november, 9);
  readSince = await kit.addReadClient(november, 12);
  expect((await kit.billRun(november)).statusCode).toBe(200);
  for (const invoice of await kit.invoicesOf(november)) bills.set(invoice.clientId, invoice);
  const paid = bills.get(paidOne.clientId);
  const pay = await post(
    PAYMENT_PATHS.setPayment,
    { invoices: [paid?.id], received: paid?.totalSatang },
    kit.norm,
  );
  expect(pay.statusCode, pay.body).toBe(200);
  await kit.closeCycle(november);
  december = await kit.openCycle(2026, 12);
  const later = await kit.save({
    cycle_id: december,
    meter_id: readSince.meterId,
    current_reading: 20,
  });
  expect(later.statusCode, later.body).toBe(200);
}, 90_000);
afterAll(() => kit.t.close());

function post(url: string, payload: unknown, token = kit.admin) {
  return kit.t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    payload: payload as object,
  });
}
const correct = (params: Record<string, unknown>, token = kit.admin) =>
  post(INVOICE_CORRECTION_PATHS.correctClosedReading, { params }, token);
const readingOf = async (cycleId: number, meterId: number) => {
  const [row] = await kit.t.db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.cycleId, cycleId), eq(meterReadings.meterId, meterId)));
  return row;
};
const invoiceOf = async (id: number) =>
  (await kit.get(INVOICE_PATHS.one.replace(':id', String(id)))).json().data as TInvoice;

describe('correcting a reading of a closed cycle (decision 027)', () => {
  it('ADMIN only, with a reason; an open cycle is corrected the usual way', async () => {
    const params = {
      cycle_id: november,
      meter_id: wrong.meterId,
      current_reading: 57,
      reason: 'จดผิด',
    };
    expect((await correct(params, kit.norm)).statusCode).toBe(403);
    expect((await correct(params, kit.view)).statusCode).toBe(403);
    expect((await correct({ ...params, reason: ' ' })).statusCode).toBe(400);
    const open = await correct({ ...params, cycle_id: december, meter_id: readSince.meterId });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toContain('ยังเปิดอยู่');
    expect((await readingOf(november, wrong.meterId))?.currentReading).toBe(5000);
    expect((await invoiceOf(bills.get(wrong.clientId)?.id as number)).status).toBe('unpaid');
  });

  it('a refused reading changes nothing: the bill stands (one transaction)', async () => {
    // More digits than the meter has: refused after the bill was locked, so the cancel is undone.
    const refused = await correct({
      cycle_id: november,
      meter_id: wrong.meterId,
      current_reading: 1_000_000_000_000,
      reason: 'จดผิด',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields[0].path).toBe('params.current_reading');
    expect((await invoiceOf(bills.get(wrong.clientId)?.id as number)).status).toBe('unpaid');
  });

  it('cancels the unpaid bill, saves the reading, issues the bill again naming it; debt and audit follow', async () => {
    const old = bills.get(wrong.clientId) as NonNullable<ReturnType<typeof bills.get>>;
    const response = await correct({
      cycle_id: november,
      meter_id: wrong.meterId,
      current_reading: 57,
      confirm_anomaly: true,
      reason: 'จดเลขมาตรผิด 5000 ที่ถูกคือ 57',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data as TCorrectClosedReadingResult;
    expect(result).toMatchObject({
      current_reading: 57,
      units: 57,
      cancelled_invoice_no: old.invoiceNo,
    });
    expect(result.invoice_no).not.toBeNull();
    expect(result.invoice_no).not.toBe(old.invoiceNo);

    const cancelled = await invoiceOf(old.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'จดเลขมาตรผิด 5000 ที่ถูกคือ 57',
      replaced_by_invoice_no: result.invoice_no,
    });
    expect((await readingOf(november, wrong.meterId))?.currentReading).toBe(57);
    const [client] = await kit.t.db.select().from(clients).where(eq(clients.id, wrong.clientId));
    expect(client?.debtSatang).toBe(result.total_charge);
    expect(result.total_charge).toBeLessThan(old.totalSatang);

    const corrected = await auditRows(kit.t.db, 'reading.correct_closed', november);
    expect(corrected).toHaveLength(1);
    expect(corrected[0]?.before).toMatchObject({
      reading: { current_reading: 5000 },
      invoice_no: old.invoiceNo,
    });
    expect(corrected[0]?.after).toMatchObject({
      reading: { current_reading: 57 },
      reason: 'จดเลขมาตรผิด 5000 ที่ถูกคือ 57',
      invoice_no: result.invoice_no,
    });
    expect(await auditRows(kit.t.db, 'invoice.cancel', old.id)).toHaveLength(1);
    expect(await auditRows(kit.t.db, 'invoice.reissue', november)).toHaveLength(1);
  });

  it('a paid bill: 409 saying to void the receipt first, nothing changes', async () => {
    const refused = await correct({
      cycle_id: november,
      meter_id: paidOne.meterId,
      current_reading: 8,
      reason: 'จดผิด',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('ยกเลิกใบเสร็จก่อน');
    expect((await readingOf(november, paidOne.meterId))?.currentReading).toBe(9);
  });

  it('refused while the meter has a later reading, naming that cycle', async () => {
    const refused = await correct({
      cycle_id: november,
      meter_id: readSince.meterId,
      current_reading: 11,
      reason: 'จดผิด',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('ธันวาคม');
    expect((await invoiceOf(bills.get(readSince.clientId)?.id as number)).status).toBe('unpaid');
  });
});
