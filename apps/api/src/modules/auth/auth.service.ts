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
  recordSuccessfulLogin,
  updatePasswordHash,
} from './auth.repository.ts';
import {
  clearLoginFailures,
  findBlockedUntil,
  recordLoginFailure,
} from './login-throttle.repository.ts';
import { throttleUserKey } from './login-throttle.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { insertSession, revokeOtherSessions, revokeSession } from './session.repository.ts';
import { toSessionUser } from './session-account.ts';
import { SESSION_ABSOLUTE_MS } from './session-policy.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

type FailureReason = 'unknown_user' | 'wrong_password' | 'disabled' | 'throttled';

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

function throttledError(blockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', {
    messageKey: 'login_throttled',
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Signs in with a user name and password (spec §4; docs/decisions/015). An unknown user name,
 * a wrong password and a disabled account take the same path and get the same answer: one
 * argon2 check (against a dummy hash when the name is unknown), one counted failure for the
 * name typed and this source, one audit row, 401 — except that a disabled account given its right
 * password is told it is disabled (403). There is no account lock: only the pair
 * (name typed, source) waits, longer after each failure past the free ones.
 * Password checks run outside any transaction so a slow hash never holds the database.
 */
export async function login(
  ctx: RequestContext,
  input: TLoginRequest,
): Promise<{ token: string; user: TSessionUser }> {
  const pair = { userKey: throttleUserKey(input.user_name), source: ctx.ip ?? 'unknown' };
  const account = await findLoginAccountByUserName(ctx.db, input.user_name);
  const blockedUntil = await findBlockedUntil(ctx.db, pair, ctx.now);
  if (blockedUntil) {
    await auditFailure(ctx, input.user_name, account, 'throttled');
    throw throttledError(blockedUntil, ctx.now);
  }
  const passwordOk = await verifyPassword(
    account?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!account || account.disabled || !passwordOk) {
    const reason: FailureReason = !account
      ? 'unknown_user'
      : account.disabled
        ? 'disabled'
        : 'wrong_password';
    await withTransaction(ctx.db, async (tx) => {
      await recordLoginFailure(tx, pair, ctx.now);
      await auditFailure({ ...ctx, db: tx }, input.user_name, account, reason);
    });
    // Only the one who knows the password learns that the account exists and is disabled
    // (#12: the owner is told why they cannot sign in); everyone else gets the same answer.
    if (account?.disabled && passwordOk) {
      throw new AppError('FORBIDDEN', { messageKey: 'account_disabled' });
    }
    throw new AppError('INVALID_CREDENTIALS');
  }

  const token = newSessionToken();
  await withTransaction(ctx.db, async (tx) => {
    await recordSuccessfulLogin(tx, account.id, ctx.now);
    await clearLoginFailures(tx, pair);
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
  if (input.new_password === input.current_password) {
    throw new AppError('VALIDATION', { messageKey: 'password_reused' });
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
