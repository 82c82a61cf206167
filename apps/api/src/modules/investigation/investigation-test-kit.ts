import { ROLE } from '@prapa/domain/roles';
import { billingCycles } from '../../db/schema/billing-cycles.ts';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import {
  createTestClient,
  createTestMasterData,
  createTestMeter,
  type TestMasterData,
} from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { periodOf } from '../readings/reading-rules.ts';
import { TODAY } from '../readings/readings-test-kit.ts';

/** Eight monthly cycles, April–November 2026; November (the last) is open. */
export const MONTHS = [4, 5, 6, 7, 8, 9, 10, 11] as const;

export type InvestigationKit = {
  t: TestApp;
  norm: string;
  view: string;
  admin: string;
  master: TestMasterData;
  /** Cycle ids by month (2026). */
  cycles: Map<number, number>;
  openCycleId: number;
  /**
   * A member whose readings are `units` ending in November (null: no reading that month; a
   * string 'Ne': N units, estimated). Returns the client and meter ids.
   */
  member: (
    units: readonly (number | null | `${number}e`)[],
    options?: { areaId?: number; statusCode?: string },
  ) => Promise<{ clientId: number; meterId: number }>;
  get: (url: string, token?: string) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
};

export async function createInvestigationKit(): Promise<InvestigationKit> {
  const t = await createTestApp();
  t.clock.set(TODAY);
  const norm = (await t.loginAs(ROLE.NORM)).token;
  const view = (await t.loginAs(ROLE.VIEW)).token;
  const admin = (await t.loginAs(ROLE.ADMIN)).token;
  const master = await createTestMasterData(t.db);
  const cycles = new Map<number, number>();
  for (const [index, month] of MONTHS.entries()) {
    const open = month === 11;
    const [row] = await t.db
      .insert(billingCycles)
      .values({
        billCycleNo: index + 1,
        billCycleName: `รอบ ${month}/2569`,
        billYear: month >= 10 ? 2570 : 2569,
        periodYear: 2026,
        periodMonth: month,
        billCutOff: `2026-${String(month).padStart(2, '0')}-25`,
        order: index + 1,
        status: open ? 'open' : 'closed',
        closedAt: open ? null : new Date(`2026-${String(month).padStart(2, '0')}-26T00:00:00Z`),
      })
      .returning({ id: billingCycles.id });
    if (!row) throw new Error('cycle insert returned no row');
    cycles.set(month, row.id);
  }
  const openCycleId = cycles.get(11)!;

  const kit: InvestigationKit = {
    t,
    norm,
    view,
    admin,
    master,
    cycles,
    openCycleId,
    member: async (units, options = {}) => {
      const clientId = await createTestClient(
        t.db,
        { ...master, areaId: options.areaId ?? master.areaId },
        options.statusCode ? { statusCode: options.statusCode } : {},
      );
      const meterId = await createTestMeter(t.db, clientId, master.meterTypeId);
      const months = MONTHS.slice(MONTHS.length - units.length);
      let reading = 1000;
      const rows = units.flatMap((u, i) => {
        if (u === null) return [];
        const estimated = typeof u === 'string';
        const n = estimated ? Number(u.slice(0, -1)) : u;
        const month = months[i]!;
        const previous = reading;
        reading += n;
        return [
          {
            cycleId: cycles.get(month)!,
            meterId,
            clientId,
            period: periodOf(2026, month),
            previousReading: previous,
            currentReading: reading,
            units: n,
            estimated,
            note: estimated ? ('no_access' as const) : null,
          },
        ];
      });
      if (rows.length > 0) await t.db.insert(meterReadings).values(rows);
      return { clientId, meterId };
    },
    get: (url, token = norm) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  };
  return kit;
}
