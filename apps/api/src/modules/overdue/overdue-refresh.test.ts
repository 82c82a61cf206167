import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { INVOICE_PATHS, type TInvoice } from '@prapa/contracts/invoices';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TUnpaidByCycleRow } from '@prapa/contracts/payments';
import { ROLE } from '@prapa/domain/roles';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { clients } from '../../db/schema/clients.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createInvoicesKit, type InvoicesKit } from '../invoices/invoices-test-kit.ts';
import { OVERDUE_REFRESH_TASK } from './overdue-refresh.service.ts';

/**
 * Decision 014: a member owes (ค้างชำระ, status `_1`) only once a bill is past its due date; a
 * bill issued and not yet due is รอชำระ. The kit's clock stands at 20 November 2026, 10:00 in
 * Bangkok; the bill run dates its bills that day, due 15 days later: 5 December.
 */
let kit: InvoicesKit;
let cycleId: number;
let people: { clientId: number; meterId: number }[];

const statuses = async () => {
  const rows = await kit.t.db
    .select({ id: clients.id, status: clients.statusCode, debt: clients.debtSatang })
    .from(clients)
    .where(
      inArray(
        clients.id,
        people.map((p) => p.clientId),
      ),
    );
  return people.map((p) => rows.find((r) => r.id === p.clientId)?.status);
};
/** Moving the clock by weeks ends sessions: sign in again at the clock's time. */
const token = async () => (await kit.t.loginAs(ROLE.NORM)).token;
const ratio = async () => (await kit.get(PAYMENT_PATHS.debtRatio, await token())).json().data;
const clientOwing = async (id: number) =>
  (await kit.get(`${CLIENT_PATHS.client}?id=${id}`, await token())).json().data.owing as string;

beforeAll(async () => {
  kit = await createInvoicesKit();
  cycleId = await kit.openCycle(2026, 11);
  people = [await kit.addReadClient(cycleId, 12), await kit.addReadClient(cycleId, 25)];
}, 60_000);
afterAll(() => kit.t.close());

describe('due and overdue', () => {
  it('after the bill run the members are 1_0 and due (รอชำระ): their bills are not yet due', async () => {
    const run = await kit.billRun(cycleId);
    expect(run.statusCode, run.body).toBe(200);
    const [bill] = await kit.invoicesOf(cycleId);
    expect(bill?.dueDate).toBe('2026-12-05');
    expect(await statuses()).toEqual(['1_0', '1_0']);
    expect(await clientOwing(people[0]?.clientId as number)).toBe('due');
    expect(await ratio()).toMatchObject({ with_debt: 0, with_due: 2, overdue_total: 0 });
    const list = (await kit.get(`${INVOICE_PATHS.list}?cycle_id=${cycleId}`, await token())).json()
      .data.rows;
    expect(list.map((i: TInvoice) => i.overdue)).toEqual([false, false]);
  });

  it('overdue refresh moves statuses when the clock passes a due date', async () => {
    // 23:59 on 5 December in Bangkok: still the due date, nothing moves.
    kit.t.clock.set(new Date('2026-12-05T16:59:00.000Z'));
    expect(await kit.t.app.scheduler.runNow(OVERDUE_REFRESH_TASK)).toBe('ran');
    expect(await statuses()).toEqual(['1_0', '1_0']);

    // Midnight in Bangkok: both bills are past due, without anyone touching the members.
    kit.t.clock.set(new Date('2026-12-05T17:00:00.000Z'));
    expect(await kit.t.app.scheduler.runNow(OVERDUE_REFRESH_TASK)).toBe('ran');
    expect(await statuses()).toEqual(['1_1', '1_1']);
    expect(await clientOwing(people[0]?.clientId as number)).toBe('overdue');
    const [audit] = await auditRows(kit.t.db, 'client.overdue_refresh');
    expect(audit?.after).toEqual({ today: '2026-12-06', became_overdue: 2, cleared: 0 });

    // Running again changes nothing and writes no second audit row.
    expect(await kit.t.app.scheduler.runNow(OVERDUE_REFRESH_TASK)).toBe('ran');
    expect(await auditRows(kit.t.db, 'client.overdue_refresh')).toHaveLength(1);
  });

  it('the dashboard and the client screens tell overdue from due', async () => {
    const data = await ratio();
    const bills = await kit.invoicesOf(cycleId);
    const total = bills.reduce((sum, b) => sum + b.totalSatang, 0);
    expect(data).toMatchObject({
      with_debt: 2,
      with_due: 0,
      debt_total: total,
      overdue_total: total,
    });
    const byCycle = (await kit.get(PAYMENT_PATHS.unpaidByCycle, await token())).json().data;
    expect(byCycle[0]).toMatchObject({
      cycle_id: cycleId,
      fiscal_year: 2570,
      unpaid: total,
      overdue: total,
    });
    const unpaid = await kit.get(
      `${PAYMENT_PATHS.unpaid}?client_id=${people[0]?.clientId}`,
      await token(),
    );
    expect(unpaid.json().data.map((i: TInvoice) => i.overdue)).toEqual([true]);
  });

  it('a payment sets the status from what is still overdue', async () => {
    const [bill] = (await kit.invoicesOf(cycleId)).filter(
      (b) => b.clientId === people[0]?.clientId,
    );
    const paid = await kit.t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.setPayment,
      headers: bearer(await token()),
      payload: { invoices: [bill?.id], received: bill?.totalSatang },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await statuses()).toEqual(['1_0', '1_1']);
  });

  it('an app started with the scheduler refreshes at start-up', async () => {
    // A status left stale (as after a night with the server off).
    await kit.t.db
      .update(clients)
      .set({ statusCode: '1_0' })
      .where(eq(clients.id, people[1]?.clientId as number));
    kit.t.clock.set(new Date('2026-12-07T02:00:00.000Z'));
    const second = await buildApp({
      database: kit.t.database,
      clock: kit.t.clock,
      runScheduler: true,
    });
    await second.ready();
    await expect.poll(statuses, { timeout: 10_000 }).toEqual(['1_0', '1_1']);
    await second.close();
  });
});

describe('the dashboard per-cycle table', () => {
  it('shows fiscal year and cycle number, and skips a just-opened cycle with no bill', async () => {
    const t = await createInvoicesKit();
    try {
      const billed: number[] = [];
      let meter: { clientId: number; meterId: number } | null = null;
      for (const month of [6, 7, 8, 9, 10]) {
        const id = await t.openCycle(2026, month);
        if (meter === null) meter = await t.addReadClient(id, 10);
        else {
          const read = await t.save({
            cycle_id: id,
            meter_id: meter.meterId,
            current_reading: month * 10,
            confirm_anomaly: true,
          });
          expect(read.statusCode, read.body).toBe(200);
        }
        await t.closeCycle(id);
        billed.push(id);
      }
      for (const id of billed) expect((await t.billRun(id)).statusCode).toBe(200);
      await t.openCycle(2026, 11); // just opened: no reading, no bill
      const rows = (await t.get(PAYMENT_PATHS.unpaidByCycle, t.norm)).json()
        .data as TUnpaidByCycleRow[];
      expect(rows.map((r) => r.cycle_id)).toEqual(billed.slice(1).reverse());
      // October opens fiscal 2570; the cycles before it are 2569's.
      expect(rows.map((r) => [r.bill_cycle_name, r.fiscal_year])).toEqual([
        ['ตุลาคม 2569', 2570],
        ['กันยายน 2569', 2569],
        ['สิงหาคม 2569', 2569],
        ['กรกฎาคม 2569', 2569],
      ]);
      expect(rows.every((r) => r.unpaid > 0)).toBe(true);
    } finally {
      await t.t.close();
    }
  }, 60_000);
});
