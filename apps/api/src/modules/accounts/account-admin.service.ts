import type {
  TAccount,
  TCreateAccountRequest,
  TUpdateAccountRequest,
} from '@prapa/contracts/accounts';
import { isStrongPassword } from '@prapa/domain/password-strength';
import { type AccountActionRequest, refuseAccountAction } from '@prapa/domain/role-hierarchy';
import {
  accountLevelForRole,
  isRoleNumber,
  type PermissionFlags,
  ROLE,
  type RoleNumber,
} from '@prapa/domain/roles';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeOtherSessions } from '../auth/session.repository.ts';
import {
  type AccountRecord,
  findAccountRecord,
  listAccountRecords,
  lockActiveAdminIds,
  replacePasswordAndUnlock,
  updateAccountDisabled,
  updateAccountProfile,
} from './accounts.repository.ts';
import { createAccount } from './accounts.service.ts';

function flagsOf(row: AccountRecord): PermissionFlags {
  return {
    general_read: row.generalRead,
    general_edit: row.generalEdit,
    meter_read: row.meterRead,
    meter_edit: row.meterEdit,
  };
}

/** Until when sign-in with this name is held back from some source, if it still is at `now`. */
function throttledUntil(row: AccountRecord, now: Date): string | null {
  return row.throttledUntil && row.throttledUntil > now ? row.throttledUntil.toISOString() : null;
}

function toAccount(row: AccountRecord, now: Date): TAccount {
  if (!isRoleNumber(row.role)) throw new Error(`Account ${row.id} has unknown role ${row.role}`);
  return {
    id: row.id,
    user_name: row.userName,
    full_name: row.fullName,
    type: row.role,
    role_name: row.roleName,
    role_name_th: row.roleNameTh,
    level: accountLevelForRole(row.role),
    ...flagsOf(row),
    disabled: row.disabled,
    throttled_until: throttledUntil(row, now),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What an audit row keeps of an account: never the password hash. */
function auditedProfile(row: AccountRecord) {
  return { full_name: row.fullName, role: row.role, disabled: row.disabled, ...flagsOf(row) };
}

type AdminState = { role: number; disabled: boolean; flags: PermissionFlags };

/** Able to administer accounts: the state lockActiveAdminIds counts. */
function isActiveAdmin(state: AdminState): boolean {
  return (
    state.role === ROLE.ADMIN &&
    !state.disabled &&
    state.flags.general_read &&
    state.flags.general_edit
  );
}

type AdminChange = { row: AccountRecord; activeAdminIds: number[] };

/**
 * Loads the account for a change that may take away an administrator. Active administrators
 * are locked first (always in id order), then the target, so concurrent demotions queue and
 * the second one sees the first one's result.
 */
async function loadForAdminChange(tx: Db, id: number): Promise<AdminChange> {
  const activeAdminIds = await lockActiveAdminIds(tx);
  const row = await findAccountRecord(tx, id, { lock: true });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'account_not_found' });
  return { row, activeAdminIds };
}

/** Refuses a change that would leave no active administrator to manage accounts. */
function assertKeepsAnAdmin({ row, activeAdminIds }: AdminChange, after: AdminState): void {
  const before: AdminState = { role: row.role, disabled: row.disabled, flags: flagsOf(row) };
  if (!isActiveAdmin(before) || isActiveAdmin(after)) return;
  if (activeAdminIds.every((adminId) => adminId === row.id)) {
    throw new AppError('CONFLICT', { messageKey: 'last_active_admin' });
  }
}

/**
 * The role hierarchy (DEV > ADMIN > NORM > VIEW, docs/decisions/015): refuses with 403 a change
 * to an account ranked above the caller, or one that gives a role above the caller's.
 */
function assertHierarchyAllows(ctx: RequestContext, request: AccountActionRequest): void {
  const me = requireAccount(ctx);
  const refusal = refuseAccountAction(me.role, request);
  if (refusal === 'target_above') {
    throw new AppError('FORBIDDEN', { messageKey: 'account_target_above' });
  }
  if (refusal === 'role_above') {
    throw new AppError('FORBIDDEN', { messageKey: 'account_role_above' });
  }
}

function roleOf(row: AccountRecord): RoleNumber {
  if (!isRoleNumber(row.role)) throw new Error(`Account ${row.id} has unknown role ${row.role}`);
  return row.role;
}

async function getAccount(ctx: RequestContext, id: number): Promise<TAccount> {
  const row = await findAccountRecord(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'account_not_found' });
  return toAccount(row, ctx.now);
}

export async function listAccounts(ctx: RequestContext): Promise<TAccount[]> {
  return (await listAccountRecords(ctx.db)).map((row) => toAccount(row, ctx.now));
}

export async function createAccountByAdmin(
  ctx: RequestContext,
  input: TCreateAccountRequest,
): Promise<TAccount> {
  const { general_read, general_edit, meter_read, meter_edit } = input;
  if (!isRoleNumber(input.type)) throw new AppError('VALIDATION');
  assertHierarchyAllows(ctx, { action: 'create', targetRole: input.type });
  const id = await createAccount(ctx, {
    userName: input.user_name,
    fullName: input.full_name,
    password: input.password,
    role: input.type,
    flags: { general_read, general_edit, meter_read, meter_edit },
  });
  return getAccount(ctx, id);
}

export async function updateAccountByAdmin(
  ctx: RequestContext,
  id: number,
  input: TUpdateAccountRequest,
): Promise<TAccount> {
  if (!isRoleNumber(input.type)) throw new AppError('VALIDATION');
  const role = input.type;
  const { general_read, general_edit, meter_read, meter_edit } = input;
  const flags = { general_read, general_edit, meter_read, meter_edit };
  await withTransaction(ctx.db, async (tx) => {
    const change = await loadForAdminChange(tx, id);
    const { row } = change;
    const action = role === row.role ? 'edit' : 'change_role';
    assertHierarchyAllows(ctx, { action, targetRole: roleOf(row), newRole: role });
    assertKeepsAnAdmin(change, { role, disabled: row.disabled, flags });
    await updateAccountProfile(tx, id, { fullName: input.full_name, role, flags, now: ctx.now });
    await audit(tx, {
      ...auditFields(ctx),
      action: 'account.update',
      entity: 'account',
      entityId: id,
      before: auditedProfile(row),
      after: { full_name: input.full_name, role, disabled: row.disabled, ...flags },
    });
  });
  return getAccount(ctx, id);
}

/** Disabling signs the account out everywhere in the same transaction. */
export async function setAccountDisabled(
  ctx: RequestContext,
  id: number,
  disabled: boolean,
): Promise<void> {
  const me = requireAccount(ctx);
  if (disabled && me.id === id) {
    throw new AppError('CONFLICT', { messageKey: 'cannot_disable_self' });
  }
  await withTransaction(ctx.db, async (tx) => {
    const change = await loadForAdminChange(tx, id);
    const { row } = change;
    assertHierarchyAllows(ctx, {
      action: disabled ? 'disable' : 'enable',
      targetRole: roleOf(row),
    });
    assertKeepsAnAdmin(change, { role: row.role, disabled, flags: flagsOf(row) });
    await updateAccountDisabled(tx, id, disabled, ctx.now);
    const revoked = disabled ? await revokeOtherSessions(tx, id, null, ctx.now) : 0;
    await audit(tx, {
      ...auditFields(ctx),
      action: disabled ? 'account.disable' : 'account.enable',
      entity: 'account',
      entityId: id,
      before: { disabled: row.disabled },
      after: { disabled, sessions_revoked: revoked },
    });
  });
}

/**
 * An administrator sets a new (strong) password: the sign-in throttle of its user name is
 * cleared (every source) and the account's sessions end, except the caller's own when they
 * reset their own password.
 */
export async function resetAccountPassword(
  ctx: RequestContext,
  id: number,
  newPassword: string,
): Promise<void> {
  const me = requireAccount(ctx);
  if (!isStrongPassword(newPassword)) throw new AppError('WEAK_PASSWORD');
  const existing = await findAccountRecord(ctx.db, id);
  if (!existing) throw new AppError('NOT_FOUND', { messageKey: 'account_not_found' });
  assertHierarchyAllows(ctx, { action: 'reset_password', targetRole: roleOf(existing) });
  const passwordHash = await hashPassword(newPassword);
  await withTransaction(ctx.db, async (tx) => {
    const row = await findAccountRecord(tx, id, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'account_not_found' });
    // The role may have changed while the hash was computed.
    assertHierarchyAllows(ctx, { action: 'reset_password', targetRole: roleOf(row) });
    await replacePasswordAndUnlock(tx, id, passwordHash, ctx.now);
    const keep = me.id === id ? ctx.sessionId : null;
    const revoked = await revokeOtherSessions(tx, id, keep, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'account.password_reset',
      entity: 'account',
      entityId: id,
      before: { throttled_until: throttledUntil(row, ctx.now) },
      after: { throttled_until: null, sessions_revoked: revoked },
    });
  });
}
