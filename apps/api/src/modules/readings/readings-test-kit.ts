import { BILLING_CYCLE_PATHS } from '@prapa/contracts/billing-cycles';
import { READING_PATHS } from '@prapa/contracts/readings';
import { ROLE } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { meterTypes } from '../../db/schema/meter-types.ts';
import { meters } from '../../db/schema/meters.ts';
import {
  createTestClient,
  createTestMasterData,
  createTestMeter,
  type TestMasterData,
} from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

/** 20 November 2026, 10:00 in Bangkok: "today" of the readings tests and the demo data. */
export const TODAY = new Date('2026-11-20T03:00:00.000Z');

type Injected = Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;

export type ReadingsKit = {
  t: TestApp;
  norm: string;
  view: string;
  master: TestMasterData;
  /** Opens the cycle of `year`-`month` (201 expected); returns its id. */
  openCycle: (year: number, month: number, token?: string) => Promise<number>;
  closeCycle: (id: number) => Promise<void>;
  /** POST readings (one object or a list) as `token`. */
  save: (params: unknown, token?: string) => Injected;
  /** A client with an installed meter of `digits` digits; returns both ids. */
  addMeter: (options?: {
    digits?: number;
    initialReading?: number;
    areaId?: number;
    houseNo?: string;
  }) => Promise<{ clientId: number; meterId: number }>;
  /** `n` clients with a 5-digit meter each (initial reading 0), in one statement each. */
  addMeters: (n: number) => Promise<number[]>;
  get: (url: string, token?: string) => Injected;
};

export async function createReadingsKit(): Promise<ReadingsKit> {
  const t = await createTestApp();
  t.clock.set(TODAY);
  const norm = (await t.loginAs(ROLE.NORM)).token;
  const view = (await t.loginAs(ROLE.VIEW)).token;
  const master = await createTestMasterData(t.db);
  const typeByDigits = new Map<number, number>([[5, master.meterTypeId]]);

  const meterTypeOf = async (digits: number) => {
    const known = typeByDigits.get(digits);
    if (known) return known;
    const [row] = await t.db
      .insert(meterTypes)
      .values({ name: `มาตร ${digits} หลัก`, meterSize: '1/2"', feeSatang: 1000, digits })
      .returning({ id: meterTypes.id });
    if (!row) throw new Error('meter type insert returned no row');
    typeByDigits.set(digits, row.id);
    return row.id;
  };

  const kit: ReadingsKit = {
    t,
    norm,
    view,
    master,
    openCycle: async (year, month, token = norm) => {
      const response = await t.app.inject({
        method: 'POST',
        url: BILLING_CYCLE_PATHS.cycles,
        headers: bearer(token),
        payload: {
          params: { year, month, bill_cut_off: `${year}-${String(month).padStart(2, '0')}-25` },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    },
    closeCycle: async (id) => {
      const response = await t.app.inject({
        method: 'POST',
        url: BILLING_CYCLE_PATHS.close,
        headers: bearer(norm),
        payload: { params: { id } },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    save: (params, token = norm) =>
      t.app.inject({
        method: 'POST',
        url: READING_PATHS.waterHistory,
        headers: bearer(token),
        payload: { params },
      }),
    addMeter: async (options = {}) => {
      const areaId = options.areaId ?? master.areaId;
      const clientId = await createTestClient(t.db, { ...master, areaId });
      const meterId = await createTestMeter(t.db, clientId, await meterTypeOf(options.digits ?? 5));
      await t.db
        .update(meters)
        .set({ initialReading: options.initialReading ?? 0 })
        .where(eq(meters.id, meterId));
      if (options.houseNo !== undefined) {
        await t.db
          .update(clients)
          .set({ houseNo: options.houseNo })
          .where(eq(clients.id, clientId));
      }
      return { clientId, meterId };
    },
    addMeters: async (n) => {
      const clientRows = await t.db
        .insert(clients)
        .values(
          Array.from({ length: n }, (_, i) => ({
            firstName: `ผู้ใช้น้ำ${i}`,
            lastName: 'ทดสอบ',
            houseNo: String(i + 1),
            areaId: master.areaId,
            tariffGroupId: master.tariffGroupId,
          })),
        )
        .returning({ id: clients.id });
      const meterRows = await t.db
        .insert(meters)
        .values(
          clientRows.map((client) => ({
            clientId: client.id,
            meterNo: `B-${client.id}`,
            meterTypeId: master.meterTypeId,
            installedOn: '2025-10-01',
          })),
        )
        .returning({ id: meters.id });
      return meterRows.map((row) => row.id);
    },
    get: (url, token = norm) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  };
  return kit;
}
