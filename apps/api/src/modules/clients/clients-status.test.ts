import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import type { TClient, TClientSummaryRow, TGroupTotal } from '@prapa/contracts/clients';
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

const groupTotal = async (): Promise<TGroupTotal> => {
  const response = await t.app.inject({
    method: 'GET',
    url: CLIENT_PATHS.groupTotal,
    headers: kit.norm,
  });
  const { data } = response.json() as { data: TGroupTotal[] };
  expect(data).toHaveLength(1);
  return data[0]!;
};

const getClient = async (id: number): Promise<TClient> =>
  (
    await t.app.inject({ method: 'GET', url: `${CLIENT_PATHS.client}?id=${id}`, headers: kit.norm })
  ).json().data;

describe('PATCH ignore-clients / normal-clients', () => {
  it('takes one id or an array; the status code is unchanged; audited per client', async () => {
    const [a, b, c] = [await kit.create(), await kit.create(), await kit.create()];
    const many = await patch(CLIENT_PATHS.ignore, {
      params: [a!.id, b!.id],
      reason: 'วัด ยกเว้นค่าน้ำ',
    });
    expect(many.statusCode).toBe(200);
    expect(many.json()).toEqual({ data: { ids: [a!.id, b!.id] } });
    const one = await patch(CLIENT_PATHS.ignore, { params: c!.id, reason: 'บ้านว่าง' });
    expect(one.json()).toEqual({ data: { ids: [c!.id] } });

    const ignored = await getClient(a!.id);
    expect(ignored).toMatchObject({
      ignored: true,
      ignored_reason: 'วัด ยกเว้นค่าน้ำ',
      status_code: '1_0',
    });
    const [audit] = await auditRows(t.db, 'client.ignore', a!.id);
    expect(audit?.before).toEqual({ ignored: false, ignored_reason: '' });
    expect(audit?.after).toEqual({ ignored: true, ignored_reason: 'วัด ยกเว้นค่าน้ำ' });

    // Already ignored: nothing changes, nothing is audited again.
    const again = await patch(CLIENT_PATHS.ignore, { params: [a!.id, c!.id], reason: 'ซ้ำ' });
    expect(again.json()).toEqual({ data: { ids: [] } });
    expect(await auditRows(t.db, 'client.ignore', a!.id)).toHaveLength(1);

    const back = await patch(CLIENT_PATHS.normal, { params: [a!.id, b!.id, c!.id] });
    expect(back.json()).toEqual({ data: { ids: [a!.id, b!.id, c!.id] } });
    expect(await getClient(b!.id)).toMatchObject({ ignored: false, ignored_reason: '' });
    expect(await auditRows(t.db, 'client.normal', c!.id)).toHaveLength(1);
  });

  it('all or nothing: an unknown id fails the whole selection', async () => {
    const a = await kit.create();
    const response = await patch(CLIENT_PATHS.ignore, { params: [a.id, 999_999], reason: 'ทดสอบ' });
    expect(response.statusCode).toBe(404);
    expect((await getClient(a.id)).ignored).toBe(false);
  });

  it('400 on a body without ids; 403 for VIEW', async () => {
    expect((await patch(CLIENT_PATHS.ignore, { params: [], reason: 'ทดสอบ' })).statusCode).toBe(
      400,
    );
    expect((await patch(CLIENT_PATHS.ignore, {})).statusCode).toBe(400);
    const a = await kit.create();
    const view = await kit.headersFor(ROLE.VIEW);
    expect(
      (await patch(CLIENT_PATHS.ignore, { params: a.id, reason: 'ทดสอบ' }, view)).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /api/user/client/status', () => {
  it('cancel 1_x → 2_x and reinstate 2_x → 1_x keep the debt half; audited before/after', async () => {
    const client = await kit.create();
    await kit.setDebt(client.id, 5000, '1_1');
    const cancel = await patch(CLIENT_PATHS.status, {
      params: { id: client.id, action: 'cancel', reason: 'ย้ายออกจากหมู่บ้าน' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status_code: '2_1', debt: 5000 });

    const [audit] = await auditRows(t.db, 'client.cancel', client.id);
    expect(audit?.before).toEqual({ status_code: '1_1' });
    expect(audit?.after).toEqual({ status_code: '2_1', reason: 'ย้ายออกจากหมู่บ้าน' });

    const reinstate = await patch(CLIENT_PATHS.status, {
      params: { id: client.id, action: 'reinstate', reason: 'กลับมาใช้น้ำ' },
    });
    expect(reinstate.json().data.status_code).toBe('1_1');
    const [back] = await auditRows(t.db, 'client.reinstate', client.id);
    expect(back?.before).toEqual({ status_code: '2_1' });
  });

  it('409 in Thai on a transition that does not apply', async () => {
    const client = await kit.create();
    const response = await patch(CLIENT_PATHS.status, {
      params: { id: client.id, action: 'reinstate', reason: 'ทดสอบ' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('ผู้ใช้น้ำรายนี้ใช้น้ำตามปกติอยู่แล้ว');
    await patch(CLIENT_PATHS.status, { params: { id: client.id, action: 'cancel', reason: 'ก' } });
    const twice = await patch(CLIENT_PATHS.status, {
      params: { id: client.id, action: 'cancel', reason: 'ก' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('400 without a reason', async () => {
    const client = await kit.create();
    const response = await patch(CLIENT_PATHS.status, {
      params: { id: client.id, action: 'cancel', reason: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('params.reason');
  });
});

describe('GET stat/group-total and get-summary-client', () => {
  it('counts clients that are not deleted per status, following cancel and reinstate', async () => {
    const before = await groupTotal();
    const a = await kit.create();
    const b = await kit.create();
    await kit.setDebt(b.id, 100, '1_1');
    expect(await groupTotal()).toEqual({
      ...before,
      active: before.active + 1,
      active_debt: before.active_debt + 1,
    });

    await patch(CLIENT_PATHS.status, { params: { id: a.id, action: 'cancel', reason: 'ก' } });
    await patch(CLIENT_PATHS.status, { params: { id: b.id, action: 'cancel', reason: 'ก' } });
    expect(await groupTotal()).toEqual({
      ...before,
      inactive: before.inactive + 1,
      inactive_debt: before.inactive_debt + 1,
    });

    await patch(CLIENT_PATHS.status, { params: { id: a.id, action: 'reinstate', reason: 'ข' } });
    await t.app.inject({
      method: 'DELETE',
      url: `${CLIENT_PATHS.client}?id=${a.id}`,
      headers: kit.norm,
    });
    expect(await groupTotal()).toEqual({ ...before, inactive_debt: before.inactive_debt + 1 });
  });

  it('summarises per area × status with the debt', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: CLIENT_PATHS.summary,
      headers: await kit.headersFor(ROLE.NORM),
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as TClientSummaryRow[];
    const row = rows.find((r) => r.area === kit.master.areaId);
    const total = await groupTotal();
    expect(row).toMatchObject({
      s_1_0: total.active,
      s_1_1: total.active_debt,
      s_2_0: total.inactive,
      s_2_1: total.inactive_debt,
      total: total.active + total.active_debt + total.inactive + total.inactive_debt,
    });
    expect(row?.debt).toBeGreaterThan(0);
  });
});
