import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { IDEMPOTENCY_HEADER } from '@prapa/contracts/payments';
import { bangkokToday } from '@prapa/domain/bill-state';
import { ROLE } from '@prapa/domain/roles';
import { billCycleName, fiscalYearBE } from '@prapa/domain/thai-date';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingCycles } from '../../db/schema/billing-cycles.ts';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { tariffVersions } from '../../db/schema/tariffs.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  createTestClient,
  createTestMasterData,
  createTestMeter,
  type TestMasterData,
} from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';

/** 20 November 2026, 10:00 in Bangkok (fiscal year 2570). */
export const PAY_DAY = new Date('2026-11-20T03:00:00.000Z');

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

export type PaymentsKit = {
  t: TestApp;
  norm: string;
  admin: string;
  view: string;
  master: TestMasterData;
  /** A client with an installed meter. */
  addClient: (statusCode?: string) => Promise<{ clientId: number; meterId: number }>;
  /**
   * Invoices of the client for the given months (oldest first), `total` satang each (a 10-baht
   * fee included), inserted directly with their cycle and reading; debt refreshed.
   */
  addInvoices: (
    who: { clientId: number; meterId: number },
    months: readonly { year: number; month: number; total?: number }[],
  ) => Promise<number[]>;
  pay: (body: unknown, token?: string, key?: string) => Promise<Injected>;
  get: (url: string, token?: string) => Promise<Injected>;
  post: (url: string, payload: unknown, token?: string) => Promise<Injected>;
  clientRow: (id: number) => Promise<{ debt: number; status: string }>;
};

async function cycleOf(db: Db, year: number, month: number): Promise<number> {
  const [found] = await db
    .select({ id: billingCycles.id })
    .from(billingCycles)
    .where(and(eq(billingCycles.periodYear, year), eq(billingCycles.periodMonth, month)));
  if (found) return found.id;
  const fy = fiscalYearBE({ year, month, day: 1 });
  const [row] = await db
    .insert(billingCycles)
    .values({
      billCycleNo: ((month + 2) % 12) + 1,
      billCycleName: billCycleName(year, month - 1),
      billYear: fy,
      periodYear: year,
      periodMonth: month,
      billCutOff: `${year}-${String(month).padStart(2, '0')}-25`,
      order: year * 12 + month,
      status: 'closed',
      closedAt: new Date(Date.UTC(year, month - 1, 28)),
    })
    .returning({ id: billingCycles.id });
  if (!row) throw new Error('cycle insert returned no row');
  return row.id;
}

export async function createPaymentsKit(): Promise<PaymentsKit> {
  const t = await createTestApp();
  t.clock.set(PAY_DAY);
  const norm = (await t.loginAs(ROLE.NORM, { fullName: 'สมหญิง แคชเชียร์' })).token;
  const admin = (await t.loginAs(ROLE.ADMIN, { fullName: 'สมชาย ผู้ดูแล' })).token;
  const view = (await t.loginAs(ROLE.VIEW)).token;
  const master = await createTestMasterData(t.db);
  const [version] = await t.db
    .select({ id: tariffVersions.id })
    .from(tariffVersions)
    .where(eq(tariffVersions.groupId, master.tariffGroupId));
  if (!version) throw new Error('no tariff version');

  const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  return {
    t,
    norm,
    admin,
    view,
    master,
    addClient: async (statusCode = '1_0') => {
      const clientId = await createTestClient(t.db, master, { statusCode });
      const meterId = await createTestMeter(t.db, clientId, master.meterTypeId);
      return { clientId, meterId };
    },
    addInvoices: async ({ clientId, meterId }, months) => {
      const ids: number[] = [];
      for (const { year, month, total = 15_000 } of months) {
        const cycleId = await cycleOf(t.db, year, month);
        const [reading] = await t.db
          .insert(meterReadings)
          .values({
            cycleId,
            meterId,
            clientId,
            period: year * 12 + month - 1,
            previousReading: 0,
            currentReading: 10,
            units: 10,
          })
          .returning({ id: meterReadings.id });
        // Numbers come from the invoice series, as the bill run takes them, so whatever the app
        // bills later in the same database (a plan's down payment) gets the next free number.
        const numbers = await withTransaction(t.db, (tx) =>
          takeDocumentNumbers(tx, 'invoice', 2570, 1),
        );
        const date = `${year}-${String(month).padStart(2, '0')}-26`;
        const [invoice] = await t.db
          .insert(invoices)
          .values({
            invoiceNo: numbers.format(0),
            fiscalYear: 2570,
            seq: numbers.first,
            invoiceDate: date,
            dueDate: date,
            cycleId,
            clientId,
            meterId,
            readingId: reading?.id as number,
            tariffVersionId: version.id,
            previousReading: 0,
            currentReading: 10,
            units: 10,
            tiers: [],
            billSatang: total - 1000,
            feeSatang: 1000,
            vatSatang: 0,
            totalSatang: total,
          })
          .returning({ id: invoices.id });
        ids.push(invoice?.id as number);
      }
      await withTransaction(t.db, (tx) =>
        refreshClientDebt(tx, [clientId], bangkokToday(t.clock())),
      );
      return ids;
    },
    pay: (body, token = norm, key) =>
      t.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.setPayment,
        headers: { ...bearer(token), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
        payload: body as object,
      }),
    get: (url, token = norm) => inject('GET', url, token),
    post: (url, payload, token = norm) => inject('POST', url, token, payload),
    clientRow: async (id) => {
      const [row] = await t.db
        .select({ debt: clients.debtSatang, status: clients.statusCode })
        .from(clients)
        .where(eq(clients.id, id));
      if (!row) throw new Error(`no client ${id}`);
      return row;
    },
  };
}
