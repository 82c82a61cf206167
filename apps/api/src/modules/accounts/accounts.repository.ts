import { type PermissionFlags, ROLE, type RoleNumber } from '@prapa/domain/roles';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { loginThrottle } from '../../db/schema/login-throttle.ts';
import { roles } from '../../db/schema/roles.ts';
import { accountWithRoleColumns } from '../auth/auth.repository.ts';

export type NewAccount = {
  userName: string;
  fullName: string;
  passwordHash: string;
  role: RoleNumber;
  flags: PermissionFlags;
  now: Date;
};

export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({
      userName: account.userName,
      fullName: account.fullName,
      passwordHash: account.passwordHash,
      role: account.role,
      generalRead: account.flags.general_read,
      generalEdit: account.flags.general_edit,
      meterRead: account.flags.meter_read,
      meterEdit: account.flags.meter_edit,
      createdAt: account.now,
      updatedAt: account.now,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('Account insert returned no row');
  return row.id;
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return row?.n ?? 0;
}

export async function userNameExists(db: Db, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.userName}) = lower(${userName})`)
    .limit(1);
  return row !== undefined;
}

/** The flags a new account of `role` starts with; administrators may change them per role. */
export async function findRoleDefaultFlags(db: Db, role: RoleNumber): Promise<PermissionFlags> {
  const [row] = await db.select().from(roles).where(eq(roles.role, role)).limit(1);
  if (!row) throw new Error(`Role ${role} is missing; have the migrations run?`);
  return {
    general_read: row.generalRead,
    general_edit: row.generalEdit,
    meter_read: row.meterRead,
    meter_edit: row.meterEdit,
  };
}

/** An account as the administration screen lists it, joined with its role's names. */
export type AccountRecord = {
  id: number;
  userName: string;
  fullName: string;
  role: number;
  roleName: string;
  roleNameTh: string;
  generalRead: boolean;
  generalEdit: boolean;
  meterRead: boolean;
  meterEdit: boolean;
  disabled: boolean;
  /** The latest wait the sign-in throttle set for this user name from any source (may be past). */
  throttledUntil: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const accountRecordColumns = {
  ...accountWithRoleColumns,
  throttledUntil: sql<Date | null>`(select max(${loginThrottle.blockedUntil})
    from ${loginThrottle} where ${loginThrottle.userKey} = lower(${accounts.userName}))`.mapWith(
    loginThrottle.blockedUntil,
  ),
  lastLoginAt: accounts.lastLoginAt,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};

export async function listAccountRecords(db: Db): Promise<AccountRecord[]> {
  return db
    .select(accountRecordColumns)
    .from(accounts)
    .innerJoin(roles, eq(roles.role, accounts.role))
    .orderBy(accounts.role, sql`lower(${accounts.userName})`);
}

/** `lock` takes a row lock for the rest of the transaction (changes that check the admins). */
export async function findAccountRecord(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AccountRecord | undefined> {
  const query = db
    .select(accountRecordColumns)
    .from(accounts)
    .innerJoin(roles, eq(roles.role, accounts.role))
    .where(eq(accounts.id, id))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: accounts }) : query);
  return row;
}

/**
 * Locks and returns the accounts that can still administer accounts: ADMIN, not disabled,
 * allowed to read and edit. Locked in id order, so two administrators demoting each other at
 * once queue up instead of both seeing the other as "the one who stays".
 */
export async function lockActiveAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, ROLE.ADMIN),
        eq(accounts.disabled, false),
        eq(accounts.generalRead, true),
        eq(accounts.generalEdit, true),
      ),
    )
    .orderBy(accounts.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateAccountProfile(
  db: Db,
  id: number,
  values: { fullName: string; role: RoleNumber; flags: PermissionFlags; now: Date },
): Promise<void> {
  await db
    .update(accounts)
    .set({
      fullName: values.fullName,
      role: values.role,
      generalRead: values.flags.general_read,
      generalEdit: values.flags.general_edit,
      meterRead: values.flags.meter_read,
      meterEdit: values.flags.meter_edit,
      updatedAt: values.now,
    })
    .where(eq(accounts.id, id));
}

export async function updateAccountDisabled(
  db: Db,
  id: number,
  disabled: boolean,
  now: Date,
): Promise<void> {
  await db.update(accounts).set({ disabled, updatedAt: now }).where(eq(accounts.id, id));
}

/** A new password from an administrator also lifts a sign-in lock-out. */
export async function replacePasswordAndUnlock(
  db: Db,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .update(accounts)
    .set({ passwordHash, updatedAt: now })
    .where(eq(accounts.id, id))
    .returning({ userName: accounts.userName });
  // A new password is a fresh start: the waits its user name built up end, from every source.
  if (row) {
    await db.delete(loginThrottle).where(eq(loginThrottle.userKey, sql`lower(${row.userName})`));
  }
}
