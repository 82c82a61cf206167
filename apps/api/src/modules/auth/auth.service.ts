import type { TChangePasswordRequest, TLoginRequest, TSessionUser } from '@prapa/contracts/auth';
import { isStrongPassword } from '@prapa/domain/password-strength';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import {
  findLoginAccountById,
  findLoginAccountByUserName,
  type LoginAccount,
  recordFailedLogin,
  recordSuccessfulLogin,
  updatePasswordHash,
} from './auth.repository.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { insertSession, revokeOtherSessions, revokeSession } from './session.repository.ts';
import { toSessionUser } from './session-account.ts';
import { LOGIN_LOCK_MS, SESSION_ABSOLUTE_MS } from './session-policy.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

type FailureReason = 'unknown_user' | 'wrong_password' | 'disabled' | 'locked';

async function auditFailure(
  ctx: RequestContext,
  userName: string,
  account: LoginAccount | undefined,
  reason: FailureReason,
) {
  await audit(ctx.db, {
    ...auditFields(ctx),
    accountId: account?.id ?? null,
    action: 'auth.login_failed',
    entity: 'account',
    entityId: account?.id ?? null,
    after: { user_name: userName, reason },
  });
}

function lockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError('ACCOUNT_LOCKED', { params: { minutes } });
}

/**
 * Signs in with a user name and password (spec §4). Every refusal reads the same to the
 * caller (unknown user, wrong password), except a temporary lock-out and a disabled account
 * whose right password was given: that user is told the account is disabled.
 * Password checks run outside any transaction so a slow hash never holds the database.
 */
export async function login(
  ctx: RequestContext,
  input: TLoginRequest,
): Promise<{ token: string; user: TSessionUser }> {
  const account = await findLoginAccountByUserName(ctx.db, input.user_name);
  if (!account) {
    await verifyAgainstDummy(input.password);
    await auditFailure(ctx, input.user_name, undefined, 'unknown_user');
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (account.lockedUntil && account.lockedUntil > ctx.now) {
    await auditFailure(ctx, input.user_name, account, 'locked');
    throw lockedError(account.lockedUntil, ctx.now);
  }
  const passwordOk = await verifyPassword(account.passwordHash, input.password);
  if (account.disabled) {
    await auditFailure(ctx, input.user_name, account, 'disabled');
    // Only the one who knows the password learns that the account exists and is disabled;
    // a wrong password gets the same answer as everyone else.
    throw passwordOk
      ? new AppError('FORBIDDEN', { messageKey: 'account_disabled' })
      : new AppError('INVALID_CREDENTIALS');
  }
  if (!passwordOk) throw await refuseWrongPassword(ctx, input.user_name, account);

  const token = newSessionToken();
  await withTransaction(ctx.db, async (tx) => {
    await recordSuccessfulLogin(tx, account.id, ctx.now);
    const sessionId = await insertSession(tx, {
      tokenHash: hashSessionToken(token),
      accountId: account.id,
      now: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + SESSION_ABSOLUTE_MS),
    });
    await audit(tx, {
      ...auditFields(ctx),
      accountId: account.id,
      action: 'auth.login',
      entity: 'session',
      entityId: sessionId,
    });
  });
  return { token, user: toSessionUser(account) };
}

/** Counts the failure, locks at the limit, and returns the error to answer with. */
async function refuseWrongPassword(
  ctx: RequestContext,
  userName: string,
  account: LoginAccount,
): Promise<AppError> {
  const lockUntil = new Date(ctx.now.getTime() + LOGIN_LOCK_MS);
  const locked = await withTransaction(ctx.db, async (tx) => {
    const result = await recordFailedLogin(tx, account.id, lockUntil);
    await auditFailure({ ...ctx, db: tx }, userName, account, 'wrong_password');
    const nowLocked = result.lockedUntil !== null && result.lockedUntil > ctx.now;
    if (nowLocked) {
      await audit(tx, {
        ...auditFields(ctx),
        accountId: account.id,
        action: 'auth.locked',
        entity: 'account',
        entityId: account.id,
        after: { locked_until: lockUntil.toISOString() },
      });
    }
    return nowLocked ? result.lockedUntil : null;
  });
  return locked ? lockedError(locked, ctx.now) : new AppError('INVALID_CREDENTIALS');
}

export async function logout(ctx: RequestContext): Promise<void> {
  const account = requireAccount(ctx);
  const sessionId = ctx.sessionId;
  if (!sessionId) throw new AppError('UNAUTHENTICATED');
  await withTransaction(ctx.db, async (tx) => {
    await revokeSession(tx, sessionId, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      accountId: account.id,
      action: 'auth.logout',
      entity: 'session',
      entityId: sessionId,
    });
  });
}

/**
 * Changes the signed-in user's own password. The new one must be "strong" (spec §5) on the
 * server too; every other session of the account is signed out, this one stays.
 */
export async function changePassword(
  ctx: RequestContext,
  input: TChangePasswordRequest,
): Promise<void> {
  const me = requireAccount(ctx);
  if (!isStrongPassword(input.new_password)) throw new AppError('WEAK_PASSWORD');
  const account = await findLoginAccountById(ctx.db, me.id);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(account.passwordHash, input.current_password))) {
    throw new AppError('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.new_password);
  await withTransaction(ctx.db, async (tx) => {
    await updatePasswordHash(tx, me.id, passwordHash, ctx.now);
    const revoked = await revokeOtherSessions(tx, me.id, ctx.sessionId, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'auth.password_changed',
      entity: 'account',
      entityId: me.id,
      after: { other_sessions_revoked: revoked },
    });
  });
}
