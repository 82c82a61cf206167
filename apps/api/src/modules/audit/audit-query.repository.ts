import { AUDIT_KIND_PREFIXES, type TAuditKind } from '@prapa/contracts/audit';
import { and, count, desc, eq, gte, like, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

export type AuditQuery = {
  accountId?: number | undefined;
  /** Inclusive start and exclusive end instants (Bangkok days turned into instants). */
  fromAt?: Date | undefined;
  toAt?: Date | undefined;
  kind?: TAuditKind | undefined;
};

/** `like` patterns escape nothing: prefixes are fixed identifiers without % or _ wildcards… */
function prefixCondition(prefixes: readonly string[]): SQL | undefined {
  // …except `_`, which LIKE treats as any character: escape it.
  return or(
    ...prefixes.map((prefix) => like(auditLog.action, `${prefix.replaceAll('_', '\\_')}%`)),
  );
}

function kindCondition(kind: TAuditKind): SQL | undefined {
  if (kind !== 'other') return prefixCondition(AUDIT_KIND_PREFIXES[kind]);
  const known = prefixCondition(Object.values(AUDIT_KIND_PREFIXES).flat());
  return known ? not(known) : undefined;
}

function whereOf(query: AuditQuery): SQL | undefined {
  return and(
    query.accountId === undefined ? undefined : eq(auditLog.accountId, query.accountId),
    query.fromAt ? gte(auditLog.at, query.fromAt) : undefined,
    query.toAt ? lt(auditLog.at, query.toAt) : undefined,
    query.kind ? kindCondition(query.kind) : undefined,
  );
}

export type AuditRow = {
  id: number;
  at: Date;
  accountId: number | null;
  userName: string | null;
  fullName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
};

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  accountId: auditLog.accountId,
  userName: accounts.userName,
  fullName: accounts.fullName,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
};

/** Newest first; ties (one transaction's rows) by id, newest first. */
export async function findAuditRows(
  db: Db,
  query: AuditQuery,
  limit: number,
  offset: number,
): Promise<AuditRow[]> {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(whereOf(query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditRows(db: Db, query: AuditQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(query));
  return row?.n ?? 0;
}

export async function listAuditPeople(db: Db) {
  return db
    .select({ id: accounts.id, user_name: accounts.userName, full_name: accounts.fullName })
    .from(accounts)
    .orderBy(sql`lower(${accounts.userName})`);
}
