import { INVESTIGATION_PATHS } from '@prapa/contracts/investigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMasterData } from '../../test/factories.ts';
import { createInvestigationKit, type InvestigationKit } from './investigation-test-kit.ts';

let k: InvestigationKit;
const ids: Record<string, number> = {};
let otherAreaId: number;

beforeAll(async () => {
  k = await createInvestigationKit();
  otherAreaId = (await createTestMasterData(k.t.db)).areaId;
  // April … November; the average of November is May–October (K = 6).
  const members = {
    leak: [10, 10, 10, 10, 10, 10, 10, 30],
    small: [1, 1, 1, 1, 1, 1, 1, 3],
    low: [20, 20, 20, 20, 20, 20, 20, 10],
    steady: [10, 10, 10, 10, 10, 10, 10, 11],
    stuck: [12, 12, 12, 12, 12, 0, 0, 0],
    unread: [10, 10, 10, 10, 10, '10e', '10e', '10e'],
    newcomer: [40],
  } as const;
  for (const [name, units] of Object.entries(members)) {
    ids[name] = (await k.member(units)).clientId;
  }
  ids.cancelled = (await k.member([0, 0, 0, 0, 0, 0, 0, 0], { statusCode: '2_0' })).clientId;
  ids.elsewhere = (await k.member([5, 5, 5, 5, 5, 5, 5, 25], { areaId: otherAreaId })).clientId;
}, 60_000);
afterAll(() => k.t.close());

const list = async (query: string, token?: string) => {
  const response = await k.get(`${INVESTIGATION_PATHS.list}?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const clientIds = (rows: { client_id: number }[]) => rows.map((r) => r.client_id).sort();
const named = (...names: string[]) => names.map((n) => ids[n]!).sort();

describe('the three lists of the open cycle', () => {
  it('finds each kind and counts every list for the tab labels', async () => {
    const data = await list('check=abnormal');
    expect(data.cycle.id).toBe(k.openCycleId);
    expect(data.counts).toEqual({
      abnormal: 3,
      constant: 2,
      higher: 3,
      lower: 2,
      checked: { abnormal: 0, constant: 0, higher: 0, lower: 0 },
    });
    expect(clientIds(data.rows)).toEqual(named('leak', 'newcomer', 'elsewhere'));
    expect(clientIds((await list('check=constant')).rows)).toEqual(named('stuck', 'unread'));
    expect(clientIds((await list('check=higher')).rows)).toEqual(
      named('leak', 'small', 'elsewhere'),
    );
    expect(clientIds((await list('check=lower')).rows)).toEqual(named('low', 'stuck'));
  });

  it('shows the member, meter, readings, units, average and the difference', async () => {
    const { rows } = await list('check=abnormal');
    const leak = rows.find((r: { client_id: number }) => r.client_id === ids.leak);
    expect(leak).toMatchObject({
      units: 30,
      average: 10,
      basis: 'own',
      diff_units: 20,
      diff_pct: 200,
      previousMeter: 1070,
      currentMeter: 1100,
      recent_units: [10, 10, 10, 10, 10, 10],
      abnormal: true,
      deviation: 'higher',
      billed: false,
      outcome: null,
    });
    const newcomer = rows.find((r: { client_id: number }) => r.client_id === ids.newcomer);
    // The area's November units: 0 (cancelled), 0, 3, 10, 11, 30, 40 → median 10
    expect(newcomer).toMatchObject({ basis: 'area_median', average: 10, diff_pct: 300 });
    const unread = (await list('check=constant')).rows.find(
      (r: { client_id: number }) => r.client_id === ids.unread,
    );
    expect(unread).toMatchObject({ constant: 'estimated', estimated: true, deviation: null });
  });

  it('filters by area, sorts and pages', async () => {
    const area = await list(`check=abnormal&area_id=${k.master.areaId}`);
    expect(clientIds(area.rows)).toEqual(named('leak', 'newcomer'));
    const byUnits = await list('check=higher&sort=units&order=asc');
    expect(byUnits.rows.map((r: { units: number }) => r.units)).toEqual([3, 25, 30]);
    const page2 = await list('check=higher&sort=units&order=asc&page=2&page_size=1');
    expect(page2.total).toBe(3);
    expect(page2.rows.map((r: { units: number }) => r.units)).toEqual([25]);
    // Default: the biggest difference first.
    const higher = await list('check=higher');
    expect(higher.rows[0].client_id).toBe(ids.elsewhere);
  });

  it('answers a cycle that is not the open one, and 404 for one that does not exist', async () => {
    const october = await list(`check=constant&cycleId=${k.cycles.get(10)}`);
    expect(october.cycle.id).toBe(k.cycles.get(10));
    expect(clientIds(october.rows)).toEqual([]);
    const missing = await k.get(`${INVESTIGATION_PATHS.list}?cycle_id=99999`);
    expect(missing.statusCode).toBe(404);
  });

  it('counts the unchecked members before billing, each member once', async () => {
    const response = await k.get(`${INVESTIGATION_PATHS.uncheckedCount}?cycleId=${k.openCycleId}`);
    expect(response.statusCode).toBe(200);
    // leak, small, low, stuck, unread, newcomer, elsewhere
    expect(response.json().data).toMatchObject({ cycle_id: k.openCycleId, count: 7 });
  });

  it('is closed to meter readers (VIEW)', async () => {
    for (const path of [
      `${INVESTIGATION_PATHS.list}?check=abnormal`,
      INVESTIGATION_PATHS.uncheckedCount,
      `${INVESTIGATION_PATHS.fieldSheet}?check=abnormal`,
    ]) {
      expect((await k.get(path, k.view)).statusCode).toBe(403);
    }
  });
});

describe('field sheet and export', () => {
  it('prints a tab as a PDF check list and exports it to Excel', async () => {
    const pdf = await k.get(`${INVESTIGATION_PATHS.fieldSheet}?check=constant`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The printed sheet is kept in the file room, related to its cycle, and can be made again.
    const { cycle } = await list('check=constant');
    const room = (await k.get('/api/files?kind=field_sheet')).json().data;
    expect(room.rows).toEqual([
      expect.objectContaining({
        kind: 'field_sheet',
        mime_type: 'application/pdf',
        related_type: 'billing_cycle',
        related_id: String(cycle.id),
        regenerable: true,
        size_bytes: pdf.rawPayload.length,
      }),
    ]);
    expect(room.rows[0].name).toContain(cycle.bill_cycle_name);
    const xlsx = await k.get(`${INVESTIGATION_PATHS.exportXlsx}?check=lower`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('investigation-lower');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
