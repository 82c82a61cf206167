import type { Db } from '../../db/database.ts';
import { findUnrevokedSession, touchSession } from './session.repository.ts';
import type { SessionAccount } from './session-account.ts';
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from './session-policy.ts';
import { hashSessionToken } from './session-token.ts';

export type Authentication =
  | { ok: true; sessionId: string; account: SessionAccount }
  | { ok: false; reason: 'unknown' | 'expired' };

/**
 * Resolves a bearer token to its live session and account. Idle and absolute expiry are
 * checked against the app clock; use refreshes the idle timer, written at most once a minute.
 * A disabled account is refused at once even if its sessions were not revoked.
 */
export async function authenticate(db: Db, token: string, now: Date): Promise<Authentication> {
  const session = await findUnrevokedSession(db, hashSessionToken(token));
  if (!session || session.accountDisabled) return { ok: false, reason: 'unknown' };
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (now >= session.expiresAt || idleFor >= SESSION_IDLE_MS)
    return { ok: false, reason: 'expired' };
  if (idleFor >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, session.id, now);
  return { ok: true, sessionId: session.id, account: session.account };
}
