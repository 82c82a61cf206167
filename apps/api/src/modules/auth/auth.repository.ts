import { isRoleNumber } from '@prapa/domain/roles';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { roles } from '../../db/schema/roles.ts';
import type { SessionAccount } from './session-account.ts';

export type LoginAccount = SessionAccount & {
  passwordHash: string;
  disabled: boolean;
};

/** Columns of an account joined with its role, shared by the sign-in and session lookups. */
export const accountWithRoleColumns = {
  id: accounts.id,
  userName: accounts.userName,
  fullName: accounts.fullName,
  role: accounts.role,
  roleName: roles.name,
  roleNameTh: roles.nameTh,
  generalRead: accounts.generalRead,
  generalEdit: accounts.generalEdit,
  meterRead: accounts.meterRead,
  meterEdit: accounts.meterEdit,
  disabled: accounts.disabled,
};

type AccountWithRoleRow = {
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
};

export function toSessionAccount(row: AccountWithRoleRow): SessionAccount {
  if (!isRoleNumber(row.role)) throw new Error(`Account ${row.id} has unknown role ${row.role}`);
  return {
    id: row.id,
    userName: row.userName,
    fullName: row.fullName,
    role: row.role,
    roleName: row.roleName,
    roleNameTh: row.roleNameTh,
    flags: {
      general_read: row.generalRead,
      general_edit: row.generalEdit,
      meter_read: row.meterRead,
      meter_edit: row.meterEdit,
    },
  };
}

const loginColumns = {
  ...accountWithRoleColumns,
  passwordHash: accounts.passwordHash,
};

function selectLoginAccount(db: Db) {
  return db.select(loginColumns).from(accounts).innerJoin(roles, eq(roles.role, accounts.role));
}

function toLoginAccount(
  row: AccountWithRoleRow & { passwordHash: string; disabled: boolean },
): LoginAccount {
  return {
    ...toSessionAccount(row),
    passwordHash: row.passwordHash,
    disabled: row.disabled,
  };
}

/** User names match case-insensitively, through the unique index on lower(user_name). */
export async function findLoginAccountByUserName(
  db: Db,
  userName: string,
): Promise<LoginAccount | undefined> {
  const [row] = await selectLoginAccount(db)
    .where(sql`lower(${accounts.userName}) = lower(${userName})`)
    .limit(1);
  return row && toLoginAccount(row);
}

export async function findLoginAccountById(db: Db, id: number): Promise<LoginAccount | undefined> {
  const [row] = await selectLoginAccount(db).where(eq(accounts.id, id)).limit(1);
  return row && toLoginAccount(row);
}

export async function recordSuccessfulLogin(db: Db, accountId: number, now: Date): Promise<void> {
  await db.update(accounts).set({ lastLoginAt: now }).where(eq(accounts.id, accountId));
}

export async function updatePasswordHash(
  db: Db,
  accountId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, accountId));
}
