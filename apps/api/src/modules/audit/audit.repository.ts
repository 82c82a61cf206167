import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

export type AuditEntry = {
  accountId: number | null;
  /** `<area>.<verb>`, e.g. `auth.login`, `client.update`. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  requestId?: string | null;
  at?: Date;
};

/**
 * Appends one audit row. Call it with the transaction handle of the change it records, so the
 * change and its audit row commit or roll back together.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    accountId: entry.accountId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
