import { METER_PATHS } from '@prapa/contracts/client-paths';
import { INVOICE_PATHS, type TInvoiceDetail } from '@prapa/contracts/invoices';
import type { TMeterHistoryItem } from '@prapa/contracts/meters';
import { READING_PATHS, type TReadingRow } from '@prapa/contracts/readings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { meters } from '../../db/schema/meters.ts';
import { auditRows } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer } from '../../test/test-app.ts';
import { createInvoicesKit, type InvoicesKit } from './invoices-test-kit.ts';

let kit: InvoicesKit;
let cycleId: number;
beforeAll(async () => {
  kit = await createInvoicesKit();
  cycleId = await kit.openCycle(2026, 11);
}, 60_000);
afterAll(() => kit.t.close());

let meterNo = 0;
async function replace(
  clientId: number,
  finalReading: number,
  extra: { confirm_rollover?: boolean; initial_reading?: number } = {},
) {
  const [client] = await kit.t.db.select().from(clients).where(eq(clients.id, clientId));
  meterNo += 1;
  return kit.t.app.inject({
    method: 'POST',
    url: METER_PATHS.replace,
    headers: bearer(kit.norm),
    payload: {
      params: {
        client_id: client?.memberId,
        final_reading: finalReading,
        removed_on: '2026-11-20',
        meter_no: `NEW-${meterNo}`,
        meter_type_id: kit.master.meterTypeId,
        initial_reading: extra.initial_reading ?? 0,
        installed_on: '2026-11-20',
        ...(extra.confirm_rollover === undefined
          ? {}
          : { confirm_rollover: extra.confirm_rollover }),
      },
    },
  });
}

async function installedMeter(clientId: number) {
  const rows = await kit.t.db.select().from(meters).where(eq(meters.clientId, clientId));
  return rows.find((m) => m.removedOn === null) as (typeof rows)[number];
}

async function historyOf(clientId: number) {
  const [client] = await kit.t.db.select().from(clients).where(eq(clients.id, clientId));
  const response = await kit.get(`${METER_PATHS.history}?client_id=${client?.memberId}`);
  return response.json().data as TMeterHistoryItem[];
}

/** A client on the test tariff with a 4-digit meter installed at `initial`. */
async function addFourDigitClient(initial: number) {
  const ids = await kit.addMeter({ digits: 4, initialReading: initial });
  await kit.t.db
    .update(clients)
    .set({ tariffGroupId: kit.groupId })
    .where(eq(clients.id, ids.clientId));
  return ids;
}

describe('meter replacement bills every unit', () => {
  it('issue example: last read 139, taken off at 150, new meter 0 → 5: the bill charges 16 units on two lines', async () => {
    const person = await kit.addReadClient(cycleId, 139);
    expect((await kit.billRun(cycleId)).json().data.issued).toBe(1);

    const replaced = await replace(person.clientId, 150);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const audit = await auditRows(kit.t.db, 'meter.replace', person.clientId);
    expect(audit.at(-1)?.after).toMatchObject({
      removed: { last_reading: 139, final_reading: 150, units_to_bill: 11 },
    });
    const fresh = await installedMeter(person.clientId);
    expect(fresh.replacesMeterId).toBe(person.meterId);

    const saved = await kit.save({
      cycle_id: cycleId,
      meter_id: fresh.id,
      current_reading: 5,
      confirm_anomaly: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.readings[0]).toMatchObject({ previous_reading: 0, units: 16 });

    // The reading screen shows both meters' lines.
    const screen = await kit.get(`${READING_PATHS.waterHistory}?cycle_id=${cycleId}&q=NEW-1`);
    const row = (screen.json().data.rows as TReadingRow[]).find((r) => r.meter_id === fresh.id);
    expect(row).toMatchObject({
      diffUnit: 16,
      replaced_meter: { from_reading: 139, to_reading: 150, units: 11 },
    });

    expect((await kit.billRun(cycleId)).json().data.issued).toBe(1);
    const [bill] = (await kit.invoicesOf(cycleId)).filter((i) => i.meterId === fresh.id);
    expect(bill?.units).toBe(16);
    const detail = (await kit.get(INVOICE_PATHS.one.replace(':id', String(bill?.id)))).json()
      .data as TInvoiceDetail;
    expect(detail).toMatchObject({
      previous_reading: 0,
      current_reading: 5,
      units: 16,
      replaced_meter: { from_reading: 139, to_reading: 150, units: 11 },
    });
    // 16 units priced together: 10 × 10.50 + 6 × 13.00 = 183.00, + fee 25.00, + 7 % VAT.
    expect(detail.bill_charge).toBe(18_300);

    // The batch bill PDF prints both meters' lines under the readings.
    const pdf = await kit.get(`${INVOICE_PATHS.printPdf}?cycle_id=${cycleId}`);
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const text = pdfText(pdf.rawPayload);
    if (text !== null) {
      expect(text).toContain(`มาตรเดิม ${detail.replaced_meter?.meterNo}: 139 → 150 = 11 หน่วย`);
      expect(text).toContain('มาตรใหม่ NEW-1: 0 → 5 = 5 หน่วย');
    }

    // The history shows the real last readings.
    const history = await historyOf(person.clientId);
    expect(history.map((m) => [m.current, m.last_reading])).toEqual([
      [true, 5],
      [false, 150],
    ]);
  });

  it('a meter that already rolled over (installed at 9990, last read 25) can be replaced', async () => {
    const person = await addFourDigitClient(9990);
    const read = await kit.save({
      cycle_id: cycleId,
      meter_id: person.meterId,
      current_reading: 25,
      confirm_rollover: true,
      confirm_anomaly: true,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.readings[0].units).toBe(35);
    expect((await historyOf(person.clientId))[0]?.last_reading).toBe(25);

    const replaced = await replace(person.clientId, 30);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh = await installedMeter(person.clientId);
    const saved = await kit.save({
      cycle_id: cycleId,
      meter_id: fresh.id,
      current_reading: 2,
      confirm_anomaly: true,
    });
    expect(saved.json().data.readings[0].units).toBe(5 + 2);
  });

  it('a meter that rolls over between its last reading and removal needs the roll-over confirmed', async () => {
    const person = await addFourDigitClient(9980);
    const read = await kit.save({
      cycle_id: cycleId,
      meter_id: person.meterId,
      current_reading: 9995,
      confirm_anomaly: true,
    });
    expect(read.statusCode, read.body).toBe(200);

    const unconfirmed = await replace(person.clientId, 5);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.code).toBe('NEEDS_ROLLOVER_CONFIRMATION');
    expect(unconfirmed.json().error.fields[0].path).toBe('params.final_reading');
    // Too far below to be a roll-over: refused even confirmed.
    const backwards = await replace(person.clientId, 5000, { confirm_rollover: true });
    expect(backwards.statusCode).toBe(400);

    const confirmed = await replace(person.clientId, 5, { confirm_rollover: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const fresh = await installedMeter(person.clientId);
    const saved = await kit.save({
      cycle_id: cycleId,
      meter_id: fresh.id,
      current_reading: 3,
      confirm_anomaly: true,
    });
    expect(saved.json().data.readings[0]).toMatchObject({ units: 10 + 3, rollover: false });
  });

  it('a replaced meter never read carries its units from its initial reading', async () => {
    const person = await addFourDigitClient(100);
    expect((await replace(person.clientId, 120)).statusCode).toBe(200);
    const fresh = await installedMeter(person.clientId);
    const saved = await kit.save({
      cycle_id: cycleId,
      meter_id: fresh.id,
      current_reading: 4,
      confirm_anomaly: true,
    });
    expect(saved.json().data.readings[0].units).toBe(20 + 4);
  });
});
