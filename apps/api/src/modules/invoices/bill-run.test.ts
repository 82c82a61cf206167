import { ROLE } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { documentNumbers } from '../../db/schema/document-numbers.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { systemContext } from '../../lib/request-context.ts';
import { auditRows } from '../../test/factories.ts';
import { runBillRun } from './bill-run.service.ts';
import { createInvoicesKit, type InvoicesKit, TEST_METER_FEE } from './invoices-test-kit.ts';

/**
 * Hand-computed with TEST_TARIFF (1–10 at 10.50, 11–20 at 13.00, 21+ at 16.00 baht, minimum
 * 50 baht, meter fee 25 baht, VAT 7 % on water + fee, rounded half-up once).
 */
const EXPECTED = {
  // 10 × 1050 + 10 × 1300 + 5 × 1600 = 31,500; VAT 7 % of 34,000 = 2,380.
  25: { bill: 31_500, fee: TEST_METER_FEE, vat: 2_380, total: 36_380 },
  // 3 × 1050 = 3,150 is below the minimum 5,000; VAT 7 % of 7,500 = 525.
  3: { bill: 5_000, fee: TEST_METER_FEE, vat: 525, total: 8_025 },
  // 7 × 1050 = 7,350; VAT 7 % of 9,850 = 689.5, rounded half-up to 690.
  7: { bill: 7_350, fee: TEST_METER_FEE, vat: 690, total: 10_540 },
  // Nothing used: the minimum and the fee are still billed.
  0: { bill: 5_000, fee: TEST_METER_FEE, vat: 525, total: 8_025 },
} as const;

describe('bill run: amounts, numbers, debt, idempotency', () => {
  let kit: InvoicesKit;
  let cycleId: number;
  const people: Record<string, { clientId: number; meterId: number }> = {};

  beforeAll(async () => {
    kit = await createInvoicesKit();
    cycleId = await kit.openCycle(2026, 11);
    const firstArea = await kit.addArea(0);
    // Route order: the area with route order 0 first, then house '2' before house '10'.
    people.u7 = await kit.addReadClient(cycleId, 7, { houseNo: '10' });
    people.u25 = await kit.addReadClient(cycleId, 25, { houseNo: '2' });
    people.u3 = await kit.addReadClient(cycleId, 3, { areaId: firstArea, houseNo: '99' });
    people.u0 = await kit.addReadClient(cycleId, 0, { houseNo: '11' });
    people.ignored = await kit.addReadClient(cycleId, 12, { houseNo: '1' });
    people.cancelled = await kit.addReadClient(cycleId, 12, { houseNo: '1' });
    await kit.t.db
      .update(clients)
      .set({ ignored: true, ignoredReason: 'วัด' })
      .where(eq(clients.id, people.ignored.clientId));
    await kit.t.db
      .update(clients)
      .set({ statusCode: '2_0' })
      .where(eq(clients.id, people.cancelled.clientId));
  }, 60_000);
  afterAll(() => kit.t.close());

  it('issues one invoice per billable reading, numbered in route order', async () => {
    const response = await kit.billRun(cycleId);
    expect(response.statusCode, response.body).toBe(200);
    const total = EXPECTED[25].total + EXPECTED[3].total + EXPECTED[7].total + EXPECTED[0].total;
    expect(response.json().data).toEqual({
      cycle_id: cycleId,
      issued: 4,
      already_issued: 0,
      skipped_ignored: 1,
      skipped_inactive: 1,
      total_satang: total,
      // 20 Nov 2026 is in fiscal year 2570 (October start).
      first_invoice_no: 'INV2570/000001',
      last_invoice_no: 'INV2570/000004',
    });
    const rows = await kit.invoicesOf(cycleId);
    expect(rows.map((r) => [r.invoiceNo, r.clientId])).toEqual([
      ['INV2570/000001', people.u3?.clientId],
      ['INV2570/000002', people.u25?.clientId],
      ['INV2570/000003', people.u7?.clientId],
      ['INV2570/000004', people.u0?.clientId],
    ]);
  });

  it('prices each invoice with the tiers, minimum, meter fee and VAT', async () => {
    const rows = await kit.invoicesOf(cycleId);
    for (const row of rows) {
      const expected = EXPECTED[row.units as keyof typeof EXPECTED];
      expect(
        [row.billSatang, row.feeSatang, row.vatSatang, row.totalSatang],
        `${row.units} units`,
      ).toEqual([expected.bill, expected.fee, expected.vat, expected.total]);
      expect(row.invoiceDate).toBe('2026-11-20');
      // Default rule: 15 days after the invoice date.
      expect(row.dueDate).toBe('2026-12-05');
      expect(row.fiscalYear).toBe(2570);
      expect(row.debtSatang).toBe(0);
    }
    const u25 = rows.find((r) => r.units === 25);
    expect(u25?.tiers).toEqual([
      { from_unit: 0, to_unit: 10, rate_satang: 1050, units: 10, amount_satang: 10_500 },
      { from_unit: 11, to_unit: 20, rate_satang: 1300, units: 10, amount_satang: 13_000 },
      { from_unit: 21, to_unit: null, rate_satang: 1600, units: 5, amount_satang: 8_000 },
    ]);
    expect(u25?.previousReading).toBe(0);
    expect(u25?.currentReading).toBe(25);
  });

  it('adds to the clients’ debt but keeps status 1_0 (the bill is due, not overdue), and leaves the skipped alone', async () => {
    const [u25] = await kit.t.db
      .select()
      .from(clients)
      .where(eq(clients.id, people.u25?.clientId as number));
    expect([u25?.debtSatang, u25?.statusCode]).toEqual([EXPECTED[25].total, '1_0']);
    const [ignored] = await kit.t.db
      .select()
      .from(clients)
      .where(eq(clients.id, people.ignored?.clientId as number));
    expect([ignored?.debtSatang, ignored?.statusCode]).toEqual([0, '1_0']);
  });

  it('writes one audit row for the run', async () => {
    const rows = await auditRows(kit.t.db, 'invoice.bill_run', cycleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({
      issued: 4,
      first_invoice_no: 'INV2570/000001',
      last_invoice_no: 'INV2570/000004',
      clients_status_changed: 0,
    });
  });

  it('issues nothing twice when run again, and bills a reading recorded since', async () => {
    const again = await kit.billRun(cycleId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      issued: 0,
      already_issued: 4,
      first_invoice_no: null,
    });
    const late = await kit.addReadClient(cycleId, 25, { houseNo: '500' });
    const third = await kit.billRun(cycleId);
    expect(third.json().data).toMatchObject({
      issued: 1,
      already_issued: 4,
      first_invoice_no: 'INV2570/000005',
      last_invoice_no: 'INV2570/000005',
    });
    expect((await kit.invoicesOf(cycleId)).map((r) => r.readingId).length).toBe(5);
    expect((await kit.invoicesOf(cycleId)).at(-1)?.clientId).toBe(late.clientId);
    expect(await auditRows(kit.t.db, 'invoice.bill_run', cycleId)).toHaveLength(2);
  });

  it('continues the numbers in the next cycle and carries the unpaid total as arrears', async () => {
    await kit.t.db
      .update(clients)
      .set({ ignored: false, ignoredReason: '' })
      .where(eq(clients.id, people.ignored?.clientId as number));
    // Close November (the cancelled client's meter is not expected any more).
    await kit.closeCycle(cycleId);
    const december = await kit.openCycle(2026, 12);
    const u25 = people.u25 as { meterId: number; clientId: number };
    const saved = await kit.save({
      cycle_id: december,
      meter_id: u25.meterId,
      current_reading: 32,
      confirm_anomaly: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Straight through the service on 26 December (a session would have expired by then).
    const result = await runBillRun(
      systemContext(kit.t.db, new Date('2026-12-26T03:00:00.000Z')),
      december,
    );
    expect(result).toMatchObject({ issued: 1, first_invoice_no: 'INV2570/000006' });
    const [row] = await kit.invoicesOf(december);
    expect(row?.units).toBe(7);
    expect(row?.debtSatang).toBe(EXPECTED[25].total);
    expect(row?.dueDate).toBe('2027-01-10');
    const [client] = await kit.t.db.select().from(clients).where(eq(clients.id, u25.clientId));
    expect(client?.debtSatang).toBe(EXPECTED[25].total + EXPECTED[7].total);
  });
});

describe('bill run: atomic, all or nothing', () => {
  let kit: InvoicesKit;
  let cycleId: number;
  beforeAll(async () => {
    kit = await createInvoicesKit();
    cycleId = await kit.openCycle(2026, 11);
    for (let i = 0; i < 5; i += 1) await kit.addReadClient(cycleId, 10 + i);
  }, 60_000);
  afterAll(() => kit.t.close());

  it('a failure after half of the inserts leaves no invoice, no number used, no debt', async () => {
    const ctx = systemContext(kit.t.db, kit.t.clock());
    let batches = 0;
    await expect(
      runBillRun(ctx, cycleId, {
        batchSize: 2,
        afterBatch: (inserted) => {
          batches += 1;
          if (inserted >= 2) throw new Error('injected failure');
        },
      }),
    ).rejects.toThrow('injected failure');
    expect(batches).toBe(1);
    expect(await kit.invoicesOf()).toHaveLength(0);
    const numbers = await kit.t.db
      .select()
      .from(documentNumbers)
      .where(eq(documentNumbers.kind, 'invoice'));
    expect(numbers.every((n) => n.lastNo === 0)).toBe(true);
    const owing = (await kit.t.db.select().from(clients)).filter((c) => c.debtSatang > 0);
    expect(owing).toHaveLength(0);
    expect(await auditRows(kit.t.db, 'invoice.bill_run')).toHaveLength(0);

    const result = await runBillRun(ctx, cycleId, { batchSize: 2 });
    expect(result).toMatchObject({
      issued: 5,
      first_invoice_no: 'INV2570/000001',
      last_invoice_no: 'INV2570/000005',
    });
  });

  it('an explicit invoice date in another fiscal year numbers from 1 there', async () => {
    const ctx = systemContext(kit.t.db, kit.t.clock());
    const cycle2 = await (async () => {
      await kit.closeCycle(cycleId);
      return kit.openCycle(2026, 12);
    })();
    await kit.addReadClient(cycle2, 4);
    const result = await runBillRun(ctx, cycle2, { invoiceDate: '2027-10-02' });
    expect(result.first_invoice_no).toBe('INV2571/000001');
    const [row] = await kit.invoicesOf(cycle2);
    expect([row?.invoiceDate, row?.fiscalYear, row?.seq]).toEqual(['2027-10-02', 2571, 1]);
  });

  it('two runs of one cycle at the same time issue each reading once', async () => {
    const cycle3 = await (async () => {
      const open = await kit.t.db.select().from(invoices);
      expect(open.length).toBeGreaterThan(0);
      const response = await kit.get('/api/user/billing-cycle');
      const openCycle = (response.json().data as { id: number; status: string }[]).find(
        (c) => c.status === 'open',
      );
      return openCycle?.id as number;
    })();
    await kit.addReadClient(cycle3, 8);
    await kit.addReadClient(cycle3, 9);
    // December may be billed from 1 December (decision 012): through the service on that day.
    const december = systemContext(kit.t.db, new Date('2026-12-26T03:00:00.000Z'));
    const [a, b] = await Promise.all([runBillRun(december, cycle3), runBillRun(december, cycle3)]);
    const issued = [a.issued, b.issued].sort();
    expect(issued).toEqual([0, 2]);
    expect(await kit.invoicesOf(cycle3)).toHaveLength(3);
  });
});

describe('bill run: access and errors', () => {
  let kit: InvoicesKit;
  beforeAll(async () => {
    kit = await createInvoicesKit();
  }, 60_000);
  afterAll(() => kit.t.close());

  it('VIEW may not run it; NORM and ADMIN may', async () => {
    const cycleId = await kit.openCycle(2026, 11);
    await kit.addReadClient(cycleId, 5);
    expect((await kit.billRun(cycleId, kit.view)).statusCode).toBe(403);
    expect(await kit.invoicesOf()).toHaveLength(0);
    expect((await kit.billRun(cycleId, kit.norm)).statusCode).toBe(200);
    expect((await kit.billRun(cycleId, kit.admin)).statusCode).toBe(200);
    const viewer = (await kit.t.loginAs(ROLE.VIEW)).token;
    expect((await kit.get(`/api/user/invoice?cycle_id=${cycleId}`, viewer)).statusCode).toBe(403);
  });

  it('an unknown cycle answers 404 in Thai, or English when asked', async () => {
    const thai = await kit.billRun(999_999);
    expect(thai.statusCode).toBe(404);
    expect(thai.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'ไม่พบรอบบิลนี้' });
    const english = await kit.billRun(999_999, kit.norm, 'en');
    expect(english.json().error.message).toMatch(/cycle/i);
  });

  it('a group with no tariff in force on the invoice date refuses the whole run', async () => {
    const cycles = (await kit.get('/api/user/billing-cycle')).json().data as { id: number }[];
    const cycleId = cycles[0]?.id as number;
    const late = await kit.addReadClient(cycleId, 5);
    await kit.t.db
      .update(clients)
      .set({ tariffGroupId: kit.master.tariffGroupId })
      .where(eq(clients.id, late.clientId));
    const { tariffVersions } = await import('../../db/schema/tariffs.ts');
    await kit.t.db
      .update(tariffVersions)
      .set({ effectiveFrom: '2027-01-01' })
      .where(eq(tariffVersions.groupId, kit.master.tariffGroupId));
    const response = await kit.billRun(cycleId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('ยังไม่มีอัตราที่มีผลในวันที่ 20 พฤศจิกายน 2569');
    expect((await kit.invoicesOf(cycleId)).map((r) => r.clientId)).not.toContain(late.clientId);
  });
});
