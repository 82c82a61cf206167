import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRows } from '../db/raw-rows.ts';
import { accounts } from '../db/schema/accounts.ts';
import { areas } from '../db/schema/areas.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { meterTypes } from '../db/schema/meter-types.ts';
import { organisation } from '../db/schema/organisation.ts';
import { tariffGroups, tariffVersions } from '../db/schema/tariffs.ts';
import { findTariffVersionForDate } from '../modules/config/tariff-versions.repository.ts';
import { DEMO_ORGANISATION } from '../modules/generator/generator-master-data.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts.ts';
import { demoAccountsBanner, seedDemo, seedDemoIfWanted } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('never seeds a DATABASE_URL database, even when PRAPA_DEMO asks, and says so', async () => {
    const warn = vi.fn();
    const asPostgres = { ...t.database, kind: 'postgres' as const };
    expect(await seedDemoIfWanted(asPostgres, 'on', warn)).toBe('skipped');
    expect(await seedDemoIfWanted(asPostgres, 'auto', warn)).toBe('skipped');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await t.db.select().from(accounts)).toEqual([]);
  });

  it('leaves an embedded database alone when PRAPA_DEMO=0', async () => {
    expect(await seedDemoIfWanted({ ...t.database, kind: 'pglite' }, 'off')).toBe('skipped');
    expect(await t.db.select().from(accounts)).toEqual([]);
  });

  it('seeds an empty embedded database: one account per role with the demo password', async () => {
    expect(await seedDemoIfWanted({ ...t.database, kind: 'pglite' }, 'auto')).toBe('seeded');
    const rows = await t.db.select().from(accounts);
    expect(rows.map((r) => [r.userName, r.role])).toEqual([
      ['admin', 1],
      ['norm', 2],
      ['view', 3],
      ['dev', 4],
    ]);
    for (const row of rows) expect(row.fullName).toMatch(/[\u0E00-\u0E7F]/);

    for (const demo of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { user_name: demo.userName, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, demo.userName).toBe(200);
      expect(response.json().data.user.type).toBe(demo.role);
    }
    const created = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.create'));
    expect(created).toHaveLength(4);
  });

  it('seeds the master data of a village waterworks', async () => {
    const [org] = await t.db.select().from(organisation);
    expect(org).toMatchObject({
      name: 'การประปาหมู่บ้านบ้านหนองน้ำใส',
      taxId: DEMO_ORGANISATION.tax_id,
      promptpayBillerId: `${DEMO_ORGANISATION.tax_id}00`,
      fiscalYearStartMonth: 10,
      dueRule: { kind: 'days_after', days: 15 },
    });
    expect(org?.updatedAt).not.toBeNull();

    const areaRows = await t.db.select().from(areas).orderBy(areas.routeOrder);
    expect(areaRows.map((a) => [a.areaCode, a.areaName])).toEqual([
      ['M01', 'หมู่ 1 บ้านหนองน้ำใส'],
      ['M02', 'หมู่ 2 บ้านโนนสว่าง'],
      ['M03', 'หมู่ 3 บ้านหนองบัว'],
      ['M04', 'หมู่ 4 บ้านดอนแดง'],
      ['M05', 'หมู่ 5 บ้านโคกกลาง'],
    ]);

    const types = await t.db.select().from(meterTypes).orderBy(meterTypes.feeSatang);
    expect(types.map((m) => [m.meterSize, m.feeSatang, m.digits])).toEqual([
      ['1/2"', 1000, 4],
      ['3/4"', 2000, 5],
      ['1"', 3000, 5],
      ['2"', 6000, 6],
    ]);

    const groups = await t.db.select().from(tariffGroups).orderBy(tariffGroups.code);
    expect(groups.map((g) => [g.code, g.nameTh])).toEqual([
      ['BUS', 'ราชการและธุรกิจขนาดเล็ก'],
      ['RES', 'ที่อยู่อาศัย'],
    ]);
    const res = groups.find((g) => g.code === 'RES');
    const version = res && (await findTariffVersionForDate(t.db, res.id, '2025-10-01'));
    expect(version).toMatchObject({
      versionNo: 1,
      minimumChargeSatang: 4000,
      applyMeterFee: true,
      vatEnabled: false,
    });
    expect(version?.tiers.map((tier) => tier.rate_satang)).toEqual([800, 1000, 1200, 1500]);
    expect(await t.db.select().from(tariffVersions)).toHaveLength(2);
  });

  it('seeds bank settings and one imported bank file, a partial payment and a credit balance resolved by hand', async () => {
    const [file] = await rawRows<{
      line_count: number;
      applied_count: number;
      held_count: number;
      rejected_count: number;
      refunded_count: number;
      bank_receipts: number;
      partial: number;
      credit: number;
    }>(
      t.db,
      // The demo's own file, imported through the service (the generated months have theirs).
      sql`select line_count, applied_count, held_count, rejected_count, refunded_count,
            (select count(*)::int from bank_import_lines l join receipts r on r.id = l.receipt_id
              where l.import_id = b.id and r.method = 'bank') as bank_receipts,
            (select count(*)::int from bank_import_lines l
              where l.import_id = b.id and l.resolution = 'partial') as partial,
            (select count(*)::int from client_credits cc
              where cc.bank_import_id = b.id and cc.amount_satang > 0) as credit
          from bank_imports b where b.file_name like 'SCB_BILLPAY_%'`,
    );
    // Decision 031: the first short payment applied in part, the unknown member's as credit.
    expect(file?.applied_count).toBe(2);
    expect(file?.partial).toBe(1);
    expect(file?.credit).toBe(1);
    expect(file?.held_count).toBeGreaterThanOrEqual(1);
    expect(file?.rejected_count).toBe(1);
    expect(
      (file?.applied_count ?? 0) +
        (file?.held_count ?? 0) +
        (file?.rejected_count ?? 0) +
        (file?.refunded_count ?? 0),
    ).toBe(file?.line_count);
    expect(file?.bank_receipts).toBe(file?.applied_count);
    // One line came through a channel the settings do not accept: held, whatever it paid.
    const [channel] = await rawRows<{ verdict: string; outcome: string }>(
      t.db,
      sql`select l.verdict, l.outcome from bank_import_lines l
          join bank_imports b on b.id = l.import_id
          where b.file_name like 'SCB_BILLPAY_%' and l.channel = 'TEL'`,
    );
    expect(channel).toEqual({ verdict: 'channel_not_accepted', outcome: 'held' });
  });

  it('is idempotent, and a later automatic start only reports it', async () => {
    const auditCount = (await t.db.select().from(auditLog)).length;
    await seedDemo(t.db);
    expect(await t.db.select().from(accounts)).toHaveLength(4);
    expect(await t.db.select().from(areas)).toHaveLength(5);
    expect(await t.db.select().from(meterTypes)).toHaveLength(4);
    expect(await t.db.select().from(tariffVersions)).toHaveLength(2);
    expect(await t.db.select().from(auditLog)).toHaveLength(auditCount);
    expect(await seedDemoIfWanted({ ...t.database, kind: 'pglite' }, 'auto')).toBe('present');
    expect(await t.db.select().from(accounts)).toHaveLength(4);
  });

  it('lists in the start-up banner only the demo accounts that exist with the demo password', async () => {
    const all = await demoAccountsBanner(t.db);
    for (const demo of DEMO_ACCOUNTS) expect(all).toContain(demo.userName.padEnd(6));
    expect(all).toContain(`password ${DEMO_PASSWORD}`);

    await t.db.delete(accounts).where(eq(accounts.userName, 'norm'));
    await t.db.update(accounts).set({ disabled: true }).where(eq(accounts.userName, 'view'));
    await t.db
      .update(accounts)
      .set({ passwordHash: 'changed' })
      .where(eq(accounts.userName, 'dev'));
    const onlyAdmin = await demoAccountsBanner(t.db);
    expect(onlyAdmin).toMatch(/admin\s+สมชาย ใจดี \(role 1\)/);
    expect(onlyAdmin).not.toMatch(/\b(norm|view|dev)\b/);

    await t.db
      .update(accounts)
      .set({ passwordHash: 'changed' })
      .where(eq(accounts.userName, 'admin'));
    expect(await demoAccountsBanner(t.db)).toBe('');
  });
});

describe('demo remittance', () => {
  it('closes the last counter days and remits all but the last, once', async () => {
    // The test above seeded; a second seed changes nothing here.
    await seedDemo(t.db);
    const { rawRows } = await import('../db/raw-rows.ts');
    const { sql } = await import('drizzle-orm');
    const [closes] = await rawRows<{ n: number; short: number }>(
      t.db,
      sql`select count(*)::int as n, count(*) filter (where difference_satang = -2000)::int as short from cash_closes`,
    );
    expect(closes?.n).toBeGreaterThan(0);
    expect(closes?.short).toBe(1);
    const remittances = await rawRows<{ no: string }>(
      t.db,
      sql`select remittance_no as no from remittances`,
    );
    expect(remittances.map((r) => r.no)).toEqual([expect.stringMatching(/^RM\d{4}\/000001$/)]);
  });
});
