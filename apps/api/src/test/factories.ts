import { hash } from '@node-rs/argon2';
import { type PermissionFlags, ROLE_DEFAULT_FLAGS, type RoleNumber } from '@prapa/domain/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts } from '../db/schema/accounts.ts';
import { areas } from '../db/schema/areas.ts';
import { type AuditLogRow, auditLog } from '../db/schema/audit-log.ts';
import { clients } from '../db/schema/clients.ts';
import { meterTypes } from '../db/schema/meter-types.ts';
import { meters } from '../db/schema/meters.ts';
import { tariffGroups, tariffVersions } from '../db/schema/tariffs.ts';
import { insertAccount } from '../modules/accounts/accounts.repository.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { insertSession } from '../modules/auth/session.repository.ts';
import { SESSION_ABSOLUTE_MS } from '../modules/auth/session-policy.ts';
import { hashSessionToken, newSessionToken } from '../modules/auth/session-token.ts';

/** Strong by spec §5; every factory account has it unless a test says otherwise. */
export const TEST_PASSWORD = 'Test1234pass';

/**
 * The shared test password is stored as an argon2id hash with the smallest cost (64 KiB, one
 * pass) instead of the product's 19 MiB and two passes: every sign-in of a factory account
 * checks it, hundreds of times a run. Sign-in reads the cost from the stored hash, so it takes
 * the same path; only the hashes the app makes itself (accounts created or passwords changed
 * through the API, the unknown-name dummy) and factory accounts given another password pay
 * the real cost — the timing test in login-throttle.test.ts relies on that.
 */
let testPasswordHash: Promise<string> | undefined;
const CHEAP_TEST_HASH = { memoryCost: 64, timeCost: 1, parallelism: 1 } as const;

let sequence = 0;

export type TestAccount = {
  id: number;
  userName: string;
  fullName: string;
  role: RoleNumber;
  flags: PermissionFlags;
  password: string;
};

export type TestAccountOverrides = Partial<Omit<TestAccount, 'id'>> & { disabled?: boolean };

/** Inserts an account directly (no HTTP, no audit); unique user name unless given. */
export async function createTestAccount(
  db: Db,
  now: Date,
  overrides: TestAccountOverrides = {},
): Promise<TestAccount> {
  sequence += 1;
  const role = overrides.role ?? 2;
  const password = overrides.password ?? TEST_PASSWORD;
  testPasswordHash ??= hash(TEST_PASSWORD, CHEAP_TEST_HASH);
  const passwordHash =
    password === TEST_PASSWORD ? await testPasswordHash : await hashPassword(password);
  const account = {
    userName: overrides.userName ?? `user${sequence}_${Math.random().toString(36).slice(2, 8)}`,
    fullName: overrides.fullName ?? `ผู้ใช้ทดสอบ ${sequence}`,
    role,
    flags: overrides.flags ?? ROLE_DEFAULT_FLAGS[role],
    password,
  };
  const id = await insertAccount(db, { ...account, passwordHash, now });
  if (overrides.disabled)
    await db.update(accounts).set({ disabled: true }).where(eq(accounts.id, id));
  return { id, ...account };
}

/** A session straight in the database: for tests that need many tokens without slow hashing. */
export async function createTestSession(db: Db, accountId: number, now: Date): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    accountId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** Row ids of the master data a client needs. */
export type TestMasterData = { areaId: number; tariffGroupId: number; meterTypeId: number };

/**
 * An area, a tariff group (with version 1: 10 baht a unit) and a meter type, inserted directly.
 * Codes are unique per call.
 */
export async function createTestMasterData(db: Db): Promise<TestMasterData> {
  sequence += 1;
  const [area] = await db
    .insert(areas)
    .values({
      areaCode: `T${sequence}`,
      areaName: `หมู่ทดสอบ ${sequence}`,
      // After the areas already in this database, counted per database: `sequence` runs on
      // across the files of a worker (vitest.config.ts), and a test adding an area at route
      // order 50 expects it after this one.
      routeOrder: sql`(select coalesce(max(${areas.routeOrder}), 0) + 1 from ${areas})`,
    })
    .returning({ id: areas.id });
  const [group] = await db
    .insert(tariffGroups)
    .values({ code: `TG${sequence}`, nameTh: `กลุ่มทดสอบ ${sequence}`, nameEn: `Test ${sequence}` })
    .returning({ id: tariffGroups.id });
  const [meterType] = await db
    .insert(meterTypes)
    .values({ name: `มาตรทดสอบ ${sequence}`, meterSize: '1/2"', feeSatang: 1000, digits: 5 })
    .returning({ id: meterTypes.id });
  if (!area || !group || !meterType) throw new Error('master data insert returned no row');
  await db.insert(tariffVersions).values({
    groupId: group.id,
    versionNo: 1,
    effectiveFrom: '2025-10-01',
    tiers: [{ from_unit: 0, to_unit: null, rate_satang: 1000 }],
  });
  return { areaId: area.id, tariffGroupId: group.id, meterTypeId: meterType.id };
}

/** A client in the given area and tariff group; `deleted` soft-deletes it. */
export async function createTestClient(
  db: Db,
  master: Pick<TestMasterData, 'areaId' | 'tariffGroupId'>,
  overrides: { deleted?: boolean; statusCode?: string } = {},
): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(clients)
    .values({
      firstName: `สมศักดิ์${sequence}`,
      lastName: 'ทดสอบ',
      areaId: master.areaId,
      tariffGroupId: master.tariffGroupId,
      statusCode: overrides.statusCode ?? '1_0',
      deletedAt: overrides.deleted ? new Date() : null,
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('client insert returned no row');
  return row.id;
}

/** A meter of `meterTypeId` installed at the client. */
export async function createTestMeter(
  db: Db,
  clientId: number,
  meterTypeId: number,
): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(meters)
    .values({ clientId, meterNo: `M-${sequence}`, meterTypeId, installedOn: '2025-10-01' })
    .returning({ id: meters.id });
  if (!row) throw new Error('meter insert returned no row');
  return row.id;
}

/** Audit rows of one action (and entity id), oldest first. */
export async function auditRows(
  db: Db,
  action: string,
  entityId?: string | number,
): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId)),
      ),
    )
    .orderBy(asc(auditLog.id));
}
