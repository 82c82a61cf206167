import { INVESTIGATION_PATHS } from '@prapa/contracts/investigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createInvestigationKit, type InvestigationKit } from './investigation-test-kit.ts';

let k: InvestigationKit;
let leak: number;
let low: number;
let halfLow: number;
let notRead: number;

beforeAll(async () => {
  k = await createInvestigationKit();
  leak = (await k.member([10, 10, 10, 10, 10, 10, 10, 30])).clientId;
  low = (await k.member([20, 20, 20, 20, 20, 20, 20, 4])).clientId;
  halfLow = (await k.member([20, 20, 20, 20, 20, 20, 20, 10])).clientId;
  notRead = (await k.member([10, 10, 10, 10, 10, 10, 10, null])).clientId;
}, 60_000);
afterAll(() => k.t.close());

const post = (params: Record<string, unknown>, token = k.norm) =>
  k.t.app.inject({
    method: 'POST',
    url: INVESTIGATION_PATHS.outcomes,
    headers: bearer(token),
    payload: { params },
  });
const rowsOf = async (query: string) => {
  const response = await k.get(`${INVESTIGATION_PATHS.list}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const idsOf = (data: { rows: { client_id: number }[] }) => data.rows.map((r) => r.client_id);

describe('outcomes', () => {
  it('takes the member off the unchecked lists, into "already checked" and its history', async () => {
    expect(idsOf(await rowsOf('check=abnormal'))).toEqual([leak]);
    expect(idsOf(await rowsOf('check=higher'))).toEqual([leak]);

    const response = await post({
      cycle_id: k.openCycleId,
      client_id: leak,
      check: 'abnormal',
      outcome: 'misread',
      note: 'อ่าน 1100 เป็น 1130',
    });
    expect(response.statusCode, response.body).toBe(201);
    const outcome = response.json().data;
    expect(outcome).toMatchObject({
      cycle_id: k.openCycleId,
      client_id: leak,
      check: 'abnormal',
      outcome: 'misread',
      units: 30,
      average: 10,
    });
    expect(outcome.recorded_by_name).toBeTruthy();

    // Gone from every unchecked list of the cycle (the reading was checked once) …
    const abnormal = await rowsOf('check=abnormal');
    expect(idsOf(abnormal)).toEqual([]);
    expect(idsOf(await rowsOf('check=higher'))).toEqual([]);
    expect(abnormal.counts).toMatchObject({ abnormal: 0, higher: 0, checked: { abnormal: 1 } });
    // … listed under "already checked" with what was found …
    const checked = await rowsOf('check=abnormal&status=checked');
    expect(idsOf(checked)).toEqual([leak]);
    expect(checked.rows[0].outcome).toMatchObject({
      outcome: 'misread',
      note: 'อ่าน 1100 เป็น 1130',
    });
    // … and kept in the member's history, audited.
    const history = await k.get(`${INVESTIGATION_PATHS.outcomes}?client_id=${leak}`);
    expect(history.json().data.map((o: { id: number }) => o.id)).toEqual([outcome.id]);
    const audits = await auditRows(k.t.db, 'investigation.outcome', leak);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ outcome: 'misread', cycle_id: k.openCycleId });
  });

  it('needs a note for "other", a reading in the cycle, and refuses meter readers', async () => {
    const noNote = await post({
      cycle_id: k.openCycleId,
      client_id: low,
      check: 'lower',
      outcome: 'other',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toContainEqual({
      path: 'params.note',
      message: 'กรุณากรอกข้อมูล',
    });
    const unread = await post({
      cycle_id: k.openCycleId,
      client_id: notRead,
      check: 'lower',
      outcome: 'correct',
    });
    expect(unread.statusCode).toBe(409);
    expect(unread.json().error.message).toContain('ไม่มีเลขอ่านมาตร');
    const byView = await post(
      { cycle_id: k.openCycleId, client_id: low, check: 'lower', outcome: 'correct' },
      k.view,
    );
    expect(byView.statusCode).toBe(403);
  });
});

describe('settings', () => {
  it('are read by the office and changed by administrators only, audited, and used at once', async () => {
    const read = await k.get(INVESTIGATION_PATHS.settings);
    expect(read.json().data).toEqual({
      average_cycles: 6,
      abnormal_multiple_pct: 200,
      abnormal_min_units: 10,
      constant_cycles: 3,
      deviation_pct: 30,
    });
    expect(idsOf(await rowsOf('check=lower')).sort()).toEqual([low, halfLow].sort());

    const params = { ...read.json().data, deviation_pct: 60 };
    const put = (token: string, body = params) =>
      k.t.app.inject({
        method: 'PUT',
        url: INVESTIGATION_PATHS.settings,
        headers: bearer(token),
        payload: { params: body },
      });
    expect((await put(k.norm)).statusCode).toBe(403);
    const bad = await put(k.admin, { ...params, average_cycles: 0 });
    expect(bad.statusCode).toBe(400);
    const ok = await put(k.admin);
    expect(ok.statusCode, ok.body).toBe(200);

    // −80 % is still beyond 60 %, −50 % no longer.
    expect(idsOf(await rowsOf('check=lower'))).toEqual([low]);
    const audits = await auditRows(k.t.db, 'investigation.settings');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ deviation_pct: 30 });
    expect(audits[0]?.after).toMatchObject({ deviation_pct: 60 });
  });
});
