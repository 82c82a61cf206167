import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import {
  CLIENT_STATUS_HISTORY_PATH,
  type TClientStatusHistoryEntry,
} from '@prapa/contracts/client-status-history';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ClientTestKit, clientTestKit } from './client-test-kit.ts';

let t: TestApp;
let kit: ClientTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await clientTestKit(t);
});
afterAll(() => t.close());

const patch = (url: string, payload: object, headers = kit.norm) =>
  t.app.inject({ method: 'PATCH', url, headers, payload });

const historyOf = async (id: number, headers = kit.norm) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${CLIENT_STATUS_HISTORY_PATH}?client_id=${id}`,
    headers,
  });
  return response;
};

describe('ignoring a member asks for a reason', () => {
  it.each([{}, { reason: '' }, { reason: '   ' }])('400 in Thai with %j', async (body) => {
    const client = await kit.create();
    const response = await patch(CLIENT_PATHS.ignore, { params: client.id, ...body });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.fields[0].path).toBe('reason');
    expect(error.message).toMatch(/[ก-๙]/);
    expect((await historyOf(client.id)).json().data).toEqual([]);
    expect(await auditRows(t.db, 'client.ignore', client.id)).toHaveLength(0);
  });

  it('returning to normal needs none', async () => {
    const client = await kit.create();
    await patch(CLIENT_PATHS.ignore, { params: client.id, reason: 'บ้านว่าง' });
    expect((await patch(CLIENT_PATHS.normal, { params: client.id })).statusCode).toBe(200);
  });
});

describe('GET status-history', () => {
  it('lists ignore, normal, cancel and reinstate with reasons, who and when, newest first', async () => {
    const client = await kit.create();
    await kit.setDebt(client.id, 2500, '1_1');
    const steps: [string, object][] = [
      [CLIENT_PATHS.ignore, { params: [client.id], reason: 'วัด ยกเว้นค่าน้ำตามมติกรรมการ' }],
      [CLIENT_PATHS.normal, { params: client.id, reason: 'ครบกำหนดยกเว้น' }],
      [CLIENT_PATHS.status, { params: { id: client.id, action: 'cancel', reason: 'ย้ายออก' } }],
      [CLIENT_PATHS.status, { params: { id: client.id, action: 'reinstate', reason: 'กลับมา' } }],
    ];
    for (const [url, body] of steps) expect((await patch(url, body)).statusCode).toBe(200);

    const response = await historyOf(client.id);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as TClientStatusHistoryEntry[];
    expect(
      rows.map(({ action, status_before, status_after, reason }) => ({
        action,
        status_before,
        status_after,
        reason,
      })),
    ).toEqual([
      { action: 'reinstate', status_before: '2_1', status_after: '1_1', reason: 'กลับมา' },
      { action: 'cancel', status_before: '1_1', status_after: '2_1', reason: 'ย้ายออก' },
      { action: 'normal', status_before: '1_1', status_after: '1_1', reason: 'ครบกำหนดยกเว้น' },
      {
        action: 'ignore',
        status_before: '1_1',
        status_after: '1_1',
        reason: 'วัด ยกเว้นค่าน้ำตามมติกรรมการ',
      },
    ]);
    for (const row of rows) {
      expect(row.by).not.toBe('');
      expect(Number.isNaN(Date.parse(row.at))).toBe(false);
    }
    // The audit log keeps the same facts.
    expect(await auditRows(t.db, 'client.cancel', client.id)).toHaveLength(1);
  });

  it('a change refused (already cancelled) writes no history', async () => {
    const client = await kit.create();
    const body = { params: { id: client.id, action: 'cancel', reason: 'ย้ายออก' } };
    await patch(CLIENT_PATHS.status, body);
    expect((await patch(CLIENT_PATHS.status, body)).statusCode).toBe(409);
    expect((await historyOf(client.id)).json().data).toHaveLength(1);
  });

  it('reads like the client itself (same access); 404 for an unknown client, 400 for a bad id', async () => {
    const view = await kit.headersFor(ROLE.VIEW);
    const client = await kit.create();
    const single = await t.app.inject({
      method: 'GET',
      url: `${CLIENT_PATHS.client}?id=${client.id}`,
      headers: view,
    });
    expect((await historyOf(client.id, view)).statusCode).toBe(single.statusCode);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${CLIENT_STATUS_HISTORY_PATH}?client_id=${client.id}`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await historyOf(999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${CLIENT_STATUS_HISTORY_PATH}?client_id=abc`,
      headers: kit.norm,
    });
    expect(bad.statusCode).toBe(400);
  });
});
