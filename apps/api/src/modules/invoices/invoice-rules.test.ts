import { BILLING_CYCLE_PATHS } from '@prapa/contracts/billing-cycles';
import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { bearer } from '../../test/test-app.ts';
import { createInvoicesKit, type InvoicesKit } from './invoices-test-kit.ts';

/** What issued invoices make true in other features: readings, clients, tariffs. */
describe('rules that invoices make real', () => {
  let kit: InvoicesKit;
  let cycleId: number;
  let billed: { clientId: number; meterId: number };
  let unbilled: { clientId: number; meterId: number };

  beforeAll(async () => {
    kit = await createInvoicesKit();
    cycleId = await kit.openCycle(2026, 11);
    billed = await kit.addReadClient(cycleId, 12);
    expect((await kit.billRun(cycleId)).json().data.issued).toBe(1);
    unbilled = await kit.addMeter();
  }, 60_000);
  afterAll(() => kit.t.close());

  it('saving a reading that has an invoice answers 409 READING_INVOICED, naming the row', async () => {
    const response = await kit.save([
      { cycle_id: cycleId, meter_id: unbilled.meterId, current_reading: 5, confirm_anomaly: true },
      { cycle_id: cycleId, meter_id: billed.meterId, current_reading: 14, confirm_anomaly: true },
    ]);
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe('READING_INVOICED');
    expect(error.message).toBe('ออกใบแจ้งหนี้ของเลขมาตรนี้แล้ว ไม่สามารถแก้ไขเลขอ่านมาตรได้');
    expect(error.fields.map((f: { path: string }) => f.path)).toEqual(['params.1.current_reading']);
    // All or nothing: the other row was not saved either, and the billed reading is unchanged.
    const rows = await kit.t.db
      .select()
      .from(meterReadings)
      .where(eq(meterReadings.cycleId, cycleId));
    expect(rows.map((r) => [r.meterId, r.currentReading])).toEqual([[billed.meterId, 12]]);
  });

  it('marking a meter whose reading has an invoice answers 409 READING_INVOICED', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: BILLING_CYCLE_PATHS.mark,
      headers: bearer(kit.norm),
      payload: { params: { cycle_id: cycleId, meter_ids: [billed.meterId], note: 'broken' } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'READING_INVOICED',
      fields: [{ path: 'params.meter_ids.0' }],
    });
  });

  it('a client with an unpaid invoice cannot be deleted: a clear Thai 409', async () => {
    const response = await kit.t.app.inject({
      method: 'DELETE',
      url: `${CLIENT_PATHS.client}?id=${billed.clientId}`,
      headers: bearer(kit.norm),
    });
    expect(response.statusCode).toBe(409);
    // 12 units: 10 × 10.50 + 2 × 13.00 = 131.00; fee 25.00; VAT 7 % of 156.00 = 10.92.
    expect(response.json().error.message).toBe(
      'ลบผู้ใช้น้ำไม่ได้ เพราะยังมีใบแจ้งค่าน้ำค้างชำระ 1 ฉบับ รวม 166.92 บาท กรุณารับชำระให้ครบก่อน',
    );
    const [row] = await kit.t.db.select().from(clients).where(eq(clients.id, billed.clientId));
    expect(row?.deletedAt).toBeNull();
  });

  it('a tariff group whose versions priced invoices cannot be deleted', async () => {
    // The client moves to another group, so only the invoice still references this one.
    await kit.t.db
      .update(clients)
      .set({ tariffGroupId: kit.master.tariffGroupId })
      .where(eq(clients.id, billed.clientId));
    const response = await kit.t.app.inject({
      method: 'DELETE',
      url: `${CONFIG_PATHS.tariffGroups}/${kit.groupId}`,
      headers: bearer(kit.admin),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'ลบกลุ่มอัตราค่าน้ำไม่ได้ เพราะมีใบแจ้งค่าน้ำที่คิดด้วยอัตรานี้แล้ว 1 ฉบับ',
    );
  });
});
