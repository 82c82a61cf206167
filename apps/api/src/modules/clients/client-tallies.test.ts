import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import type { TGroupTotal } from '@prapa/contracts/clients';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { bearer } from '../../test/test-app.ts';
import { createInvoicesKit, type InvoicesKit } from '../invoices/invoices-test-kit.ts';
import { countByStatus } from './client-rows.repository.ts';
import { foldStatusDeltas } from './client-tallies.repository.ts';

/**
 * The status counts kept by migration 0019's triggers always equal a full GROUP BY over the
 * register, whatever changed the clients: payments, bill runs, voids, cancelling and
 * reinstating, inserts one at a time and in bulk, deletions, and set-based UPDATEs written by
 * hand (as a scheduled overdue refresh would run them).
 */

let kit: InvoicesKit;
let cycleId: number;
let areaIds: number[];
beforeAll(async () => {
  kit = await createInvoicesKit();
  cycleId = await kit.openCycle(2026, 11);
  areaIds = [kit.master.areaId, await kit.addArea(1)];
}, 60_000);
afterAll(() => kit.t.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => kit.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function groupTotalOverHttp(): Promise<TGroupTotal> {
  const response = await inject('GET', CLIENT_PATHS.groupTotal, kit.norm);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TGroupTotal[] }).data[0] as TGroupTotal;
}

async function expectCountsEqualGroupBy(): Promise<void> {
  const full = await countByStatus(kit.t.db);
  expect(await groupTotalOverHttp()).toEqual({
    active: full.active,
    active_debt: full.activeDebt,
    inactive: full.inactive,
    inactive_debt: full.inactiveDebt,
  });
  // Per area too: the deltas summed per (area, status) are the register's own counts.
  const kept = await rawRows<{ area_id: number; status_code: string; n: number }>(
    kit.t.db,
    sql`select area_id, status_code, sum(n)::int as n from client_status_deltas
        group by 1, 2 having sum(n) <> 0 order by 1, 2`,
  );
  const counted = await rawRows<{ area_id: number; status_code: string; n: number }>(
    kit.t.db,
    sql`select area_id, status_code, count(*)::int as n from clients where deleted_at is null
        group by 1, 2 order by 1, 2`,
  );
  expect(kept).toEqual(counted);
}

async function liveClientIds(): Promise<number[]> {
  const rows = await kit.t.db
    .select({ id: clients.id })
    .from(clients)
    .where(isNull(clients.deletedAt))
    .orderBy(clients.id);
  return rows.map((row) => row.id);
}

const pickFrom = <T>(items: readonly T[], k: number): T | undefined =>
  items.length === 0 ? undefined : items[k % items.length];

type Command =
  | { kind: 'insert'; area: number; units: number }
  | { kind: 'insertMany'; n: number }
  | { kind: 'billRun' }
  | { kind: 'pay'; k: number }
  | { kind: 'void'; k: number }
  | { kind: 'status'; k: number; action: 'cancel' | 'reinstate' }
  | { kind: 'delete'; k: number }
  | { kind: 'setBased'; modulo: number; owing: boolean }
  | { kind: 'moveArea'; k: number; area: number }
  | { kind: 'fold' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), area: fc.nat(1), units: fc.nat(30) }),
  fc.record({ kind: fc.constant('insertMany' as const), n: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('billRun' as const) }),
  fc.record({ kind: fc.constant('pay' as const), k: fc.nat(50) }),
  fc.record({ kind: fc.constant('void' as const), k: fc.nat(50) }),
  fc.record({
    kind: fc.constant('status' as const),
    k: fc.nat(50),
    action: fc.constantFrom('cancel' as const, 'reinstate' as const),
  }),
  fc.record({ kind: fc.constant('delete' as const), k: fc.nat(50) }),
  fc.record({
    kind: fc.constant('setBased' as const),
    modulo: fc.integer({ min: 1, max: 3 }),
    owing: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('moveArea' as const), k: fc.nat(50), area: fc.nat(1) }),
  fc.record({ kind: fc.constant('fold' as const) }),
);

async function run(c: Command): Promise<void> {
  const db = kit.t.db;
  switch (c.kind) {
    case 'insert':
      await kit.addReadClient(cycleId, c.units, { areaId: areaIds[c.area] });
      return;
    case 'insertMany':
      await kit.addMeters(c.n);
      return;
    case 'billRun': {
      const response = await kit.billRun(cycleId);
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    case 'pay': {
      const unpaid = await db
        .select({ id: invoices.id, clientId: invoices.clientId, total: invoices.totalSatang })
        .from(invoices)
        .where(and(isNull(invoices.receiptId), isNull(invoices.cancelledAt)))
        .orderBy(invoices.id);
      const first = pickFrom(unpaid, c.k);
      if (!first) return;
      const mine = unpaid.filter((row) => row.clientId === first.clientId);
      const total = mine.reduce((sum, row) => sum + row.total, 0);
      const response = await inject('POST', PAYMENT_PATHS.setPayment, kit.norm, {
        invoices: mine.map((row) => row.id),
        received: total,
      });
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    case 'void': {
      const standing = await db
        .select({ id: receipts.id })
        .from(receipts)
        .where(isNull(receipts.voidedAt))
        .orderBy(receipts.id);
      const receipt = pickFrom(standing, c.k);
      if (!receipt) return;
      const response = await inject('POST', PAYMENT_PATHS.void, kit.admin, {
        params: { id: receipt.id, reason: 'รับเงินผิดราย' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    case 'status': {
      const id = pickFrom(await liveClientIds(), c.k);
      if (id === undefined) return;
      const response = await inject('PATCH', CLIENT_PATHS.status, kit.norm, {
        params: { id, action: c.action, reason: 'ทดสอบ' },
      });
      // 409: already in that state.
      expect([200, 409], response.body).toContain(response.statusCode);
      return;
    }
    case 'delete': {
      const id = pickFrom(await liveClientIds(), c.k);
      if (id === undefined) return;
      const response = await inject('DELETE', `${CLIENT_PATHS.client}?id=${id}`, kit.norm);
      // 409: still owes money.
      expect([200, 409], response.body).toContain(response.statusCode);
      return;
    }
    case 'setBased':
      await db.execute(
        sql`update clients set status_code = left(status_code, 2) || ${c.owing ? '1' : '0'}
            where deleted_at is null and id % ${c.modulo} = 0`,
      );
      return;
    case 'moveArea': {
      const id = pickFrom(await liveClientIds(), c.k);
      if (id === undefined) return;
      await db
        .update(clients)
        .set({ areaId: areaIds[c.area] as number })
        .where(eq(clients.id, id));
      return;
    }
    case 'fold':
      await foldStatusDeltas(db);
      return;
  }
}

describe('status counts kept as clients change', () => {
  it('start equal to the register (migration 0019 counted the rows already there)', async () => {
    await expectCountsEqualGroupBy();
  });

  it('equal a full GROUP BY after any sequence of payments, bill runs, voids, status changes, inserts and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const c of commands) {
          await run(c);
          await expectCountsEqualGroupBy();
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('an update that moves no status adds no delta row', async () => {
    const [before] = await rawRows<{ n: number }>(
      kit.t.db,
      sql`select count(*)::int as n from client_status_deltas`,
    );
    await kit.t.db.execute(sql`update clients set phone = phone || '' where deleted_at is null`);
    const [after] = await rawRows<{ n: number }>(
      kit.t.db,
      sql`select count(*)::int as n from client_status_deltas`,
    );
    expect(after?.n).toBe(before?.n);
  });
});
