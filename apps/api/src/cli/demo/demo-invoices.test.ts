import { INVOICE_PATHS } from '@prapa/contracts/invoices';
import { ROLE } from '@prapa/domain/roles';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCycles } from '../../db/schema/billing-cycles.ts';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { TODAY } from '../../modules/readings/readings-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from '../seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, TODAY);
}, 180_000);
afterAll(() => t.close());

const allInvoices = () =>
  t.db.select().from(invoices).orderBy(asc(invoices.fiscalYear), asc(invoices.seq));

describe('demo invoices', () => {
  it('bills every closed cycle on its cut-off day and leaves the open one unbilled', async () => {
    const cycles = await t.db.select().from(billingCycles);
    const rows = await allInvoices();
    for (const cycle of cycles) {
      const own = rows.filter((r) => r.cycleId === cycle.id);
      if (cycle.status === 'open') {
        expect(own, cycle.billCycleName).toHaveLength(0);
        continue;
      }
      expect(own.length, cycle.billCycleName).toBeGreaterThan(40);
      expect(new Set(own.map((r) => r.invoiceDate))).toEqual(new Set([cycle.billCutOff]));
    }
  });

  it('numbers each fiscal year from 1 without gaps: 2569 up to September, 2570 from October', async () => {
    const rows = await allInvoices();
    for (const year of [2569, 2570]) {
      const seqs = rows.filter((r) => r.fiscalYear === year).map((r) => r.seq);
      expect(seqs.length, String(year)).toBeGreaterThan(0);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
    expect(rows.find((r) => r.invoiceDate.startsWith('2026-10'))?.fiscalYear).toBe(2570);
    expect(rows.find((r) => r.invoiceDate.startsWith('2026-09'))?.fiscalYear).toBe(2569);
  });

  it('bills no ignored client; debt and status follow the unpaid invoices', async () => {
    const rows = await allInvoices();
    const people = await t.db.select().from(clients);
    const ignored = new Set(people.filter((c) => c.ignored).map((c) => c.id));
    expect(ignored.size).toBeGreaterThan(0);
    expect(rows.some((r) => ignored.has(r.clientId))).toBe(false);
    const owed = new Map<number, number>();
    for (const r of rows) {
      if (r.receiptId === null) owed.set(r.clientId, (owed.get(r.clientId) ?? 0) + r.totalSatang);
    }
    for (const client of people.filter((c) => owed.has(c.id))) {
      expect(client.debtSatang).toBe(owed.get(client.id));
      expect(client.statusCode.endsWith('_1')).toBe(true);
    }
    // October's bills carry June–September, still unpaid in the invoices step, as arrears.
    const october = rows.filter((r) => r.invoiceDate.startsWith('2026-10'));
    expect(october.some((r) => r.debtSatang > 0)).toBe(true);
  });

  it('prints a cycle’s bills as a PDF', async () => {
    const { token } = await t.loginAs(ROLE.NORM);
    const [first] = await allInvoices();
    const response = await t.app.inject({
      method: 'GET',
      url: `${INVOICE_PATHS.printPdf}?cycle_id=${first?.cycleId}&area_id=${(await t.db.select().from(clients))[0]?.areaId}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('changes nothing when seeded again', async () => {
    const before = await allInvoices();
    await seedDemo(t.db, TODAY);
    expect(await allInvoices()).toHaveLength(before.length);
  }, 120_000);
});
