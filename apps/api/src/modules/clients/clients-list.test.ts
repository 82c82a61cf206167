import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import type { TClient, TClientLookupItem, TClientPage } from '@prapa/contracts/clients';
import { ROLE } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meters } from '../../db/schema/meters.ts';
import { auditRows, createTestMasterData } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ClientTestKit, clientTestKit } from './client-test-kit.ts';

let t: TestApp;
let kit: ClientTestKit;
/** Twelve clients in a second area of their own, so paging and sorting see only them. */
let paged: TClient[];
let pagedArea: number;

beforeAll(async () => {
  t = await createTestApp();
  kit = await clientTestKit(t);
  const other = await createTestMasterData(t.db);
  pagedArea = other.areaId;
  const names = [
    'กนก',
    'ขวัญใจ',
    'คำปุน',
    'งามตา',
    'จันทร์',
    'ฉวี',
    'ชูใจ',
    'ซื่อตรง',
    'ณรงค์',
    'ดวงใจ',
    'ตรีนุช',
    'ถนอม',
  ];
  paged = [];
  for (const [index, name] of names.entries()) {
    paged.push(
      await kit.create({
        first_name: name,
        last_name: 'ทดสอบเรียง',
        area: pagedArea,
        house_no: String(12 - index),
      }),
    );
  }
});
afterAll(() => t.close());

const get = async <T>(url: string, headers = kit.norm) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as { data: T } };
};

describe('GET /api/user/client?id=', () => {
  it('answers one client', async () => {
    const client = await kit.create({ first_name: 'ประเสริฐ' });
    const { status, body } = await get<TClient>(`${CLIENT_PATHS.client}?id=${client.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(client);
  });

  it('404 in Thai for an unknown id; VIEW may read', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${CLIENT_PATHS.client}?id=999999`,
      headers: await kit.headersFor(ROLE.VIEW),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('ไม่พบผู้ใช้น้ำรายนี้ หรือถูกลบไปแล้ว');
  });
});

describe('GET /api/user/client (a page)', () => {
  const pageUrl = (query: string) => `${CLIENT_PATHS.client}?area_id=${pagedArea}&${query}`;

  it('pages with 10 rows by default and a total', async () => {
    const { body } = await get<TClientPage>(pageUrl(''));
    expect(body.data.total).toBe(12);
    expect(body.data.page).toBe(1);
    expect(body.data.page_size).toBe(10);
    expect(body.data.rows.map((r) => r.id)).toEqual(paged.slice(0, 10).map((c) => c.id));
    const second = await get<TClientPage>(pageUrl('page=2'));
    expect(second.body.data.rows.map((r) => r.id)).toEqual(paged.slice(10).map((c) => c.id));
  });

  it('sorts by each key, both ways, with the member id breaking ties', async () => {
    const ids = async (sort: string, order: string) =>
      (
        await get<TClientPage>(pageUrl(`sort=${sort}&order=${order}&page_size=100`))
      ).body.data.rows.map((r) => r.id);
    const byMember = paged.map((c) => c.id);
    expect(await ids('member_id', 'asc')).toEqual(byMember);
    expect(await ids('member_id', 'desc')).toEqual([...byMember].reverse());
    expect(await ids('house_no', 'asc')).toEqual(
      [...paged].sort((a, b) => (a.house_no < b.house_no ? -1 : 1)).map((c) => c.id),
    );
    // One area, one status, no debt: ties everywhere, so the member id decides.
    expect(await ids('area_name', 'asc')).toEqual(byMember);
    expect(await ids('status_code', 'asc')).toEqual(byMember);
    expect(await ids('debt', 'asc')).toEqual(byMember);
    expect(await ids('fullname', 'desc')).toHaveLength(12);
  });

  it('refuses a page size over 100 and an unknown sort', async () => {
    expect((await get(pageUrl('page_size=101'))).status).toBe(400);
    expect((await get(pageUrl('sort=password'))).status).toBe(400);
  });

  it('finds a Thai name by a fragment: สมช finds สมชาย', async () => {
    const somchai = await kit.create({ first_name: 'สมชาย', last_name: 'มีสุขเสมอ' });
    const { body } = await get<TClientPage>(
      `${CLIENT_PATHS.client}?q=${encodeURIComponent('สมช')}&page_size=100`,
    );
    expect(body.data.rows.map((r) => r.id)).toContain(somchai.id);
    for (const row of body.data.rows) expect(row.fullname).toContain('สมช');

    const byLast = await get<TClientPage>(
      `${CLIENT_PATHS.client}?q=${encodeURIComponent('สุขเสม')}`,
    );
    expect(byLast.body.data.rows.map((r) => r.id)).toEqual([somchai.id]);
  });

  it('searches house no, address, water no, meter no and the member id', async () => {
    const client = await kit.create({
      house_no: '77/9',
      address: 'หมู่ 4 ตำบลดอนแดงพิเศษ',
      water_no: 'WQ-4242',
    });
    const find = async (q: string) =>
      (
        await get<TClientPage>(`${CLIENT_PATHS.client}?q=${encodeURIComponent(q)}`)
      ).body.data.rows.map((r) => r.id);
    expect(await find('77/9')).toContain(client.id);
    expect(await find('ดอนแดงพิเศษ')).toEqual([client.id]);
    expect(await find('wq-42')).toEqual([client.id]);
    expect(await find(client.meterNo!.slice(-6))).toContain(client.id);
    expect(await find(client.client_id)).toContain(client.id);
    // A typed % is a letter, not a wildcard.
    expect(await find('%')).toEqual([]);
  });

  it('filters by status codes and by ignored', async () => {
    const cancelled = await kit.create();
    await kit.setDebt(cancelled.id, 0, '2_0');
    const { body } = await get<TClientPage>(
      `${CLIENT_PATHS.client}?status_code=2_0,2_1&page_size=100`,
    );
    expect(body.data.rows.map((r) => r.id)).toEqual([cancelled.id]);
    const repeated = await get<TClientPage>(
      `${CLIENT_PATHS.client}?status_code=2_0&status_code=2_1&page_size=100`,
    );
    expect(repeated.body.data.total).toBe(1);
    const ignored = await get<TClientPage>(`${CLIENT_PATHS.client}?ignored=true`);
    expect(ignored.body.data.total).toBe(0);
    expect((await get(`${CLIENT_PATHS.client}?status_code=9_9`)).status).toBe(400);
  });
});

describe('lookups (autocomplete)', () => {
  it('lookup/client_id: padded prefix, plain number and Thai digits; at most 20', async () => {
    const client = paged[0]!;
    const find = async (q: string) =>
      (
        await get<TClientLookupItem[]>(`${CLIENT_PATHS.lookupClientId}?q=${encodeURIComponent(q)}`)
      ).body.data.map((r) => r.id);
    expect(await find(client.client_id)).toEqual([client.id]);
    expect(await find(String(client.memberId))).toContain(client.id);
    const thai = client.client_id.replace(/[0-9]/g, (d) => String.fromCharCode(0x0e50 + Number(d)));
    expect(await find(thai)).toEqual([client.id]);
    expect(await find('สม')).toEqual([]);
    for (let i = 0; i < 10; i += 1) await kit.create();
    expect((await find('0')).length).toBe(20);
  });

  it('lookup/all: names, house no, water no and meter no', async () => {
    const client = await kit.create({ first_name: 'บุญเลิศ', water_no: 'LK-77' });
    const find = async (q: string) =>
      (await get<TClientLookupItem[]>(`${CLIENT_PATHS.lookupAll}?q=${encodeURIComponent(q)}`)).body
        .data;
    const [hit] = await find('บุญเลิ');
    expect(hit).toMatchObject({
      id: client.id,
      client_id: client.client_id,
      fullname: client.fullname,
      meterNo: client.meterNo,
      status_code: '1_0',
    });
    expect((await find('LK-77')).map((r) => r.id)).toEqual([client.id]);
    expect((await find(client.meterNo!)).map((r) => r.id)).toEqual([client.id]);
  });
});

describe('DELETE /api/user/client?id=', () => {
  it('409 in Thai while the client owes money', async () => {
    const client = await kit.create();
    await kit.setDebt(client.id, 12_550, '1_1');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${CLIENT_PATHS.client}?id=${client.id}`,
      headers: kit.norm,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('125.50');
  });

  it('soft-deletes: gone from the list and lookups, row and meter kept, number free again', async () => {
    const client = await kit.create({ first_name: 'ลบทิ้ง', last_name: 'ชั่วคราว' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${CLIENT_PATHS.client}?id=${client.id}`,
      headers: kit.norm,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    expect((await get(`${CLIENT_PATHS.client}?id=${client.id}`)).status).toBe(404);
    const list = await get<TClientPage>(`${CLIENT_PATHS.client}?q=${encodeURIComponent('ลบทิ้ง')}`);
    expect(list.body.data.total).toBe(0);
    const lookup = await get<TClientLookupItem[]>(
      `${CLIENT_PATHS.lookupClientId}?q=${client.client_id}`,
    );
    expect(lookup.body.data).toEqual([]);

    const [meter] = await t.db.select().from(meters).where(eq(meters.clientId, client.id));
    expect(meter?.removedOn).not.toBeNull();
    await kit.create({ meter: { meter_no: client.meterNo! } as never });

    const [audit] = await auditRows(t.db, 'client.delete', client.id);
    expect(audit?.before).toMatchObject({ first_name: 'ลบทิ้ง' });
    // Deleting twice: not found.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${CLIENT_PATHS.client}?id=${client.id}`,
      headers: kit.norm,
    });
    expect(again.statusCode).toBe(404);
  });

  it('VIEW may not delete', async () => {
    const client = await kit.create();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${CLIENT_PATHS.client}?id=${client.id}`,
      headers: await kit.headersFor(ROLE.VIEW),
    });
    expect(response.statusCode).toBe(403);
  });
});
