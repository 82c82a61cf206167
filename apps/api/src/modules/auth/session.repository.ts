import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { roles } from '../../db/schema/roles.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { accountWithRoleColumns, toSessionAccount } from './auth.repository.ts';
import type { SessionAccount } from './session-account.ts';

export type ActiveSession = {
  id: string;
  lastSeenAt: Date;
  expiresAt: Date;
  account: SessionAccount;
  accountDisabled: boolean;
};

export async function insertSession(
  db: Db,
  values: { tokenHash: string; accountId: number; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: values.tokenHash,
      accountId: values.accountId,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session insert returned no row');
  return row.id;
}

/** The session lookup every signed-in request runs: built and planned once (db/prepared.ts). */
const sessionByTokenHash = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ...accountWithRoleColumns,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(roles, eq(roles.role, accounts.role))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('prapa_session_by_token_hash'),
);

/** A session that is not revoked, with its account and role; expiry is the caller's call. */
export async function findUnrevokedSession(
  db: Db,
  tokenHash: string,
): Promise<ActiveSession | undefined> {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  if (!row) return undefined;
  return {
    id: row.sessionId,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    account: toSessionAccount(row),
    accountDisabled: row.disabled,
  };
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the account except `keepSessionId`; returns how many. */
export async function revokeOtherSessions(
  db: Db,
  accountId: number,
  keepSessionId: string | null,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
