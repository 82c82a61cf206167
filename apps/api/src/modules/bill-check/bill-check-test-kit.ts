import { BILL_CHECK_PATH } from '@prapa/contracts/bill-check';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingCycles } from '../../db/schema/billing-cycles.ts';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { organisation } from '../../db/schema/organisation.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { tariffVersions } from '../../db/schema/tariffs.ts';
import {
  createTestClient,
  createTestMasterData,
  createTestMeter,
  type TestMasterData,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * Rows for the bill-check tests, inserted directly: the invoices and payments features are
 * built in parallel, and these tests need only the rows their query reads.
 */

let sequence = 0;

export const DEMO_BILLER_ID = '099400058712100';

export async function setBillerId(db: Db, billerId: string): Promise<void> {
  await db.update(organisation).set({ promptpayBillerId: billerId }).where(eq(organisation.id, 1));
}

export type BillCheckClient = {
  clientId: number;
  memberId: number;
  meterId: number;
  master: TestMasterData;
};

/** A client with a name, house number, water number and an installed meter. */
export async function createBillCheckClient(
  db: Db,
  values: { firstName?: string; lastName?: string; houseNo?: string; waterNo?: string | null } = {},
): Promise<BillCheckClient> {
  const master = await createTestMasterData(db);
  const clientId = await createTestClient(db, master);
  const [row] = await db
    .update(clients)
    .set({
      firstName: values.firstName ?? 'สมชาย',
      lastName: values.lastName ?? 'ใจดี',
      houseNo: values.houseNo ?? '12/3',
      waterNo: values.waterNo ?? null,
      address: 'ที่อยู่ลับ 99 หมู่ 9',
      phone: '0812345678',
      email: 'secret@example.com',
    })
    .where(eq(clients.id, clientId))
    .returning({ memberId: clients.memberId });
  if (!row) throw new Error('client update returned no row');
  const meterId = await createTestMeter(db, clientId, master.meterTypeId);
  return { clientId, memberId: row.memberId, meterId, master };
}

/** A closed cycle of `year`-`month` (Gregorian), named the Thai way; reused when it exists. */
export async function cycleOf(db: Db, year: number, month: number, name: string): Promise<number> {
  const [existing] = await db
    .select({ id: billingCycles.id })
    .from(billingCycles)
    .where(eq(billingCycles.billCycleName, name));
  if (existing) return existing.id;
  const [row] = await db
    .insert(billingCycles)
    .values({
      billCycleNo: month,
      billCycleName: name,
      billYear: year + 543 + (month >= 10 ? 1 : 0),
      periodYear: year,
      periodMonth: month,
      billCutOff: `${year}-${String(month).padStart(2, '0')}-25`,
      order: year * 12 + month,
      status: 'closed',
      closedAt: new Date(),
    })
    .returning({ id: billingCycles.id });
  if (!row) throw new Error('cycle insert returned no row');
  return row.id;
}

export type InvoiceValues = {
  cycleId: number;
  units: number;
  totalSatang: number;
  dueDate: string;
};

/** An unpaid invoice of the client in the cycle (with the reading it bills). */
export async function createInvoice(
  db: Db,
  client: BillCheckClient,
  values: InvoiceValues,
): Promise<{ id: number; invoiceNo: string }> {
  sequence += 1;
  const [reading] = await db
    .insert(meterReadings)
    .values({
      cycleId: values.cycleId,
      meterId: client.meterId,
      clientId: client.clientId,
      period: 24_000 + sequence,
      previousReading: 0,
      currentReading: values.units,
      units: values.units,
    })
    .returning({ id: meterReadings.id });
  const [version] = await db
    .select({ id: tariffVersions.id })
    .from(tariffVersions)
    .where(eq(tariffVersions.groupId, client.master.tariffGroupId));
  if (!reading || !version) throw new Error('reading or tariff version missing');
  const invoiceNo = `2570/${String(90_000 + sequence).padStart(6, '0')}`;
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNo,
      fiscalYear: 2570,
      seq: 90_000 + sequence,
      invoiceDate: '2026-11-01',
      dueDate: values.dueDate,
      cycleId: values.cycleId,
      clientId: client.clientId,
      meterId: client.meterId,
      readingId: reading.id,
      tariffVersionId: version.id,
      previousReading: 0,
      currentReading: values.units,
      units: values.units,
      tiers: [],
      billSatang: values.totalSatang,
      feeSatang: 0,
      vatSatang: 0,
      totalSatang: values.totalSatang,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice insert returned no row');
  return { id: row.id, invoiceNo };
}

/** Pays the invoices with one receipt dated `date`; `voided` voids it at once. */
export async function payInvoices(
  db: Db,
  client: BillCheckClient,
  invoiceIds: number[],
  amountSatang: number,
  date: string,
  options: { voided?: boolean } = {},
): Promise<number> {
  sequence += 1;
  const paidAt = new Date(`${date}T10:00:00+07:00`);
  const [receipt] = await db
    .insert(receipts)
    .values({
      receiptNo: `2570/R${sequence}`,
      fiscalYear: 2570,
      seq: 90_000 + sequence,
      receiptDate: date,
      paidAt,
      clientId: client.clientId,
      amountSatang,
      receivedSatang: amountSatang,
      changeSatang: 0,
      paymentNo: 'ผู้ชำระ',
      payee: 'เจ้าหน้าที่',
      ...(options.voided ? { voidedAt: paidAt, voidReason: 'ทดสอบ' } : {}),
    })
    .returning({ id: receipts.id });
  if (!receipt) throw new Error('receipt insert returned no row');
  if (!options.voided) {
    for (const id of invoiceIds) {
      await db.update(invoices).set({ receiptId: receipt.id, paidAt }).where(eq(invoices.id, id));
    }
  }
  return receipt.id;
}

/** POST the bill check as the given client IP (X-Forwarded-For is not trusted: remoteAddress). */
export function lookUp(t: TestApp, body: unknown, options: { ip?: string; lang?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: BILL_CHECK_PATH,
    payload: body as Record<string, unknown>,
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
}
