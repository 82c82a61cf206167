import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createTestClient, createTestMasterData } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs(ROLE.ADMIN)).token;
});
afterAll(() => t.close());

const rules = (overrides: object = {}) => ({
  tiers: [
    { from_unit: 1, to_unit: 10, rate_satang: 800 },
    { from_unit: 11, to_unit: null, rate_satang: 1000 },
  ],
  minimum_charge_satang: 4000,
  minimum_units: 0,
  apply_meter_fee: true,
  vat_enabled: false,
  vat_rate_bp: 700,
  effective_from: '2025-10-01',
  ...overrides,
});

const group = (code: string, overrides: object = {}) => ({
  code,
  name_th: 'ที่อยู่อาศัย',
  name_en: 'Residential',
  active: true,
  first_version: rules(),
  ...overrides,
});

const post = (payload: object, token = admin, lang = 'th') =>
  t.app.inject({
    method: 'POST',
    url: CONFIG_PATHS.tariffGroups,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });

const postVersion = (id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: pathWith(CONFIG_PATHS.tariffGroupVersions, { id }),
    headers: bearer(admin),
    payload,
  });

const groupUrl = (id: number) => pathWith(CONFIG_PATHS.tariffGroup, { id });

describe('POST /api/config/tariff-groups', () => {
  it('creates the group with version 1 in one go, audited', async () => {
    const response = await post(group('RES'));
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ code: 'RES', client_count: 0 });
    expect(created.versions).toEqual([
      expect.objectContaining({
        version_no: 1,
        effective_from: '2025-10-01',
        minimum_charge_satang: 4000,
        tiers: rules().tiers,
        created_by: expect.stringMatching(/ผู้ใช้ทดสอบ/),
      }),
    ]);
    expect(await auditRows(t.db, 'tariff_group.create', created.id)).toHaveLength(1);
    expect(await auditRows(t.db, 'tariff_version.create', created.versions[0].id)).toHaveLength(1);
  });

  it('refuses a code that exists in another case', async () => {
    await post(group('BUS'));
    const again = await post(group('bus'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('รหัสกลุ่มอัตราค่าน้ำ bus มีอยู่แล้ว กรุณาใช้รหัสอื่น');
  });

  it('refuses invalid tiers with a Thai message per problem and creates nothing', async () => {
    const gap = rules({
      tiers: [
        { from_unit: 1, to_unit: 10, rate_satang: 800 },
        { from_unit: 12, to_unit: 20, rate_satang: 1000 },
      ],
    });
    const response = await post(group('BAD', { first_version: gap }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'ขั้นสุดท้ายต้องไม่กำหนดหน่วยสิ้นสุด (ตั้งแต่ … หน่วยขึ้นไป)',
      fields: [
        {
          path: 'first_version.tiers.1.to_unit',
          message: 'ขั้นสุดท้ายต้องไม่กำหนดหน่วยสิ้นสุด (ตั้งแต่ … หน่วยขึ้นไป)',
        },
        {
          path: 'first_version.tiers.1.from_unit',
          message: 'ขั้นอัตราไม่ต่อเนื่อง ต้องเริ่มถัดจากหน่วยสิ้นสุดของขั้นก่อนหน้า',
        },
      ],
      request_id: expect.any(String),
    });
    const english = await post(group('BAD', { first_version: gap }), admin, 'en');
    expect(english.json().error.fields[1].message).toMatch(/gap/);
    const list = await t.app.inject({
      method: 'GET',
      url: CONFIG_PATHS.tariffGroups,
      headers: bearer(admin),
    });
    expect(list.json().data.some((g: { code: string }) => g.code === 'BAD')).toBe(false);
  });

  it('refuses a date that does not exist', async () => {
    const response = await post(
      group('D1', { first_version: rules({ effective_from: '2025-02-30' }) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'first_version.effective_from', message: 'รูปแบบวันที่ไม่ถูกต้อง (ปปปป-ดด-วว)' },
    ]);
  });
});

describe('POST /api/config/tariff-groups/:id/versions', () => {
  it('adds version max + 1 and leaves the old versions exactly as they were', async () => {
    const created = (await post(group('V1'))).json().data;
    const v1 = created.versions[0];
    const second = await postVersion(
      created.id,
      rules({ effective_from: '2026-10-01', minimum_charge_satang: 5000 }),
    );
    expect(second.statusCode).toBe(201);
    const third = await postVersion(created.id, rules({ effective_from: '2027-10-01' }));
    const versions = third.json().data.versions;
    expect(versions.map((v: { version_no: number }) => v.version_no)).toEqual([3, 2, 1]);
    expect(versions[1]).toMatchObject({
      minimum_charge_satang: 5000,
      effective_from: '2026-10-01',
    });
    expect(versions[2]).toEqual(v1);
  });

  it('refuses invalid rules with field paths in the version body', async () => {
    const created = (await post(group('V2'))).json().data;
    const response = await postVersion(
      created.id,
      rules({ tiers: [{ from_unit: 2, to_unit: null, rate_satang: 800 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'ขั้นแรกต้องเริ่มที่หน่วย 0 หรือ 1',
      fields: [{ path: 'tiers.0.from_unit', message: 'ขั้นแรกต้องเริ่มที่หน่วย 0 หรือ 1' }],
    });
    expect((await postVersion(999_999, rules())).statusCode).toBe(404);
  });
});

describe('PATCH and DELETE /api/config/tariff-groups/:id', () => {
  it('changes names, code and active flag only, audited before → after', async () => {
    const created = (await post(group('P1'))).json().data;
    const response = await t.app.inject({
      method: 'PATCH',
      url: groupUrl(created.id),
      headers: bearer(admin),
      payload: { code: 'P2', name_th: 'ธุรกิจ', name_en: 'Business', active: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ code: 'P2', name_th: 'ธุรกิจ', active: false });
    expect(response.json().data.versions).toEqual(created.versions);
    const [row] = await auditRows(t.db, 'tariff_group.update', created.id);
    expect(row?.before).toMatchObject({ code: 'P1', active: true });
    expect(row?.after).toMatchObject({ code: 'P2', active: false });
  });

  it('refuses to delete a group with clients, naming how many', async () => {
    const master = await createTestMasterData(t.db);
    await createTestClient(t.db, master);
    await createTestClient(t.db, master, { deleted: true });
    const response = await t.app.inject({
      method: 'DELETE',
      url: groupUrl(master.tariffGroupId),
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'ลบไม่ได้ มีผู้ใช้น้ำ 2 รายอยู่ในกลุ่มอัตราค่าน้ำนี้ ให้ปิดการใช้งานแทน',
    );
  });

  it('deletes an unused group with its versions, audited', async () => {
    const created = (await post(group('GONE'))).json().data;
    await postVersion(created.id, rules({ effective_from: '2026-01-01' }));
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: groupUrl(created.id), headers: bearer(admin) });
    expect((await remove()).statusCode).toBe(200);
    const [row] = await auditRows(t.db, 'tariff_group.delete', created.id);
    expect(row?.before).toMatchObject({
      code: 'GONE',
      versions: [{ version_no: 2 }, { version_no: 1 }],
    });
    expect((await remove()).statusCode).toBe(404);
  });

  it('is read-only for NORM and VIEW', async () => {
    const { token: norm } = await t.loginAs(ROLE.NORM);
    const { token: view } = await t.loginAs(ROLE.VIEW);
    expect((await post(group('NO'), norm)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: CONFIG_PATHS.tariffGroups,
      headers: bearer(view),
    });
    expect(read.statusCode).toBe(200);
  });
});
