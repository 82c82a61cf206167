import { INVOICE_PATHS } from '@prapa/contracts/invoices';
import { ROLE } from '@prapa/domain/roles';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { areas } from '../../db/schema/areas.ts';
import { clients } from '../../db/schema/clients.ts';
import { type InvoiceRow, invoices } from '../../db/schema/invoices.ts';
import { meterTypes } from '../../db/schema/meter-types.ts';
import { tariffGroups, tariffVersions } from '../../db/schema/tariffs.ts';
import { bearer } from '../../test/test-app.ts';
import { createReadingsKit, type ReadingsKit } from '../readings/readings-test-kit.ts';

/**
 * The tariff the invoices tests price with, chosen so every rule shows: three tiers, a
 * minimum charge, the meter fee and 7 % VAT. Hand-computed amounts are in the tests.
 */
export const TEST_TARIFF = {
  tiers: [
    { from_unit: 0, to_unit: 10, rate_satang: 1050 },
    { from_unit: 11, to_unit: 20, rate_satang: 1300 },
    { from_unit: 21, to_unit: null, rate_satang: 1600 },
  ],
  minimumChargeSatang: 5000,
  minimumUnits: 0,
  applyMeterFee: true,
  vatEnabled: true,
  vatRateBp: 700,
};
export const TEST_METER_FEE = 2500;

export type InvoicesKit = ReadingsKit & {
  admin: string;
  /** The tariff group of TEST_TARIFF (every kit client is in it). */
  groupId: number;
  /** A client with a 5-digit meter, read in `cycleId` at `units` (initial reading 0). */
  addReadClient: (
    cycleId: number,
    units: number,
    options?: { areaId?: number; houseNo?: string },
  ) => Promise<{ clientId: number; meterId: number }>;
  /** POST the bill run as `token` (default NORM). */
  billRun: (cycleId: number, token?: string, lang?: string) => ReturnType<ReadingsKit['get']>;
  invoicesOf: (cycleId?: number) => Promise<InvoiceRow[]>;
  addArea: (routeOrder: number) => Promise<number>;
};

export async function createInvoicesKit(): Promise<InvoicesKit> {
  const kit = await createReadingsKit();
  const { t, master } = kit;
  const admin = (await t.loginAs(ROLE.ADMIN)).token;
  await t.db
    .update(meterTypes)
    .set({ feeSatang: TEST_METER_FEE })
    .where(eq(meterTypes.id, master.meterTypeId));
  const [group] = await t.db
    .insert(tariffGroups)
    .values({ code: `INV${master.tariffGroupId}`, nameTh: 'ที่อยู่อาศัย (ทดสอบ)', nameEn: 'Test' })
    .returning({ id: tariffGroups.id });
  if (!group) throw new Error('tariff group insert returned no row');
  await t.db.insert(tariffVersions).values({
    groupId: group.id,
    versionNo: 1,
    effectiveFrom: '2025-10-01',
    ...TEST_TARIFF,
  });

  let area = 0;
  return {
    ...kit,
    admin,
    groupId: group.id,
    addReadClient: async (cycleId, units, options = {}) => {
      const ids = await kit.addMeter(options);
      await t.db
        .update(clients)
        .set({ tariffGroupId: group.id })
        .where(eq(clients.id, ids.clientId));
      const response = await kit.save({
        cycle_id: cycleId,
        meter_id: ids.meterId,
        current_reading: units,
        confirm_anomaly: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      return ids;
    },
    billRun: (cycleId, token = kit.norm, lang = 'th') =>
      t.app.inject({
        method: 'POST',
        url: INVOICE_PATHS.billRun,
        headers: { ...bearer(token), 'accept-language': lang },
        payload: { params: { cycle_id: cycleId } },
      }),
    invoicesOf: (cycleId) =>
      t.db
        .select()
        .from(invoices)
        .where(cycleId === undefined ? undefined : eq(invoices.cycleId, cycleId))
        .orderBy(asc(invoices.fiscalYear), asc(invoices.seq)),
    addArea: async (routeOrder) => {
      area += 1;
      const [row] = await t.db
        .insert(areas)
        .values({ areaCode: `IV${area}-${Date.now()}`, areaName: `เขตทดสอบ ${area}`, routeOrder })
        .returning({ id: areas.id });
      if (!row) throw new Error('area insert returned no row');
      return row.id;
    },
  };
}
