import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';

/**
 * Append-only record of who did what. `account_id` is null for anonymous events such as a
 * failed sign-in with an unknown user name; `before`/`after` hold the changed fields.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: byAccount('account_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_account_id_idx').on(t.accountId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
