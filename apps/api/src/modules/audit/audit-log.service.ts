import {
  AUDIT_EXPORT_MAX_ROWS,
  auditKindOf,
  type TAuditEntry,
  type TAuditFilter,
  type TAuditPage,
  type TAuditPerson,
} from '@prapa/contracts/audit';
import { parseIsoDate } from '@prapa/domain/thai-date';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  type AuditQuery,
  type AuditRow,
  countAuditRows,
  findAuditRows,
  listAuditPeople,
} from './audit-query.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A Bangkok calendar day's first instant. */
function startOfBangkokDay(iso: string): Date {
  if (!parseIsoDate(iso)) throw new AppError('VALIDATION');
  return new Date(`${iso}T00:00:00+07:00`);
}

function queryOf(filter: TAuditFilter): AuditQuery {
  const fromAt = filter.from ? startOfBangkokDay(filter.from) : undefined;
  const toAt = filter.to ? new Date(startOfBangkokDay(filter.to).getTime() + DAY_MS) : undefined;
  if (fromAt && toAt && fromAt >= toAt) {
    throw new AppError('VALIDATION', { messageKey: 'audit_range_reversed' });
  }
  return { accountId: filter.account_id, fromAt, toAt, kind: filter.kind };
}

function toEntry(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    account_id: row.accountId,
    user_name: row.userName,
    full_name: row.fullName,
    action: row.action,
    kind: auditKindOf(row.action),
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
}

export async function findAuditPage(
  ctx: RequestContext,
  filter: TAuditFilter,
  page: number,
  pageSize: number,
): Promise<TAuditPage> {
  const query = queryOf(filter);
  const [rows, total] = await Promise.all([
    findAuditRows(ctx.db, query, pageSize, (page - 1) * pageSize),
    countAuditRows(ctx.db, query),
  ]);
  return { rows: rows.map(toEntry), total, page, page_size: pageSize };
}

/** The filtered rows for the workbook, newest first, at most AUDIT_EXPORT_MAX_ROWS. */
export async function listAuditForExport(
  ctx: RequestContext,
  filter: TAuditFilter,
): Promise<TAuditEntry[]> {
  return (await findAuditRows(ctx.db, queryOf(filter), AUDIT_EXPORT_MAX_ROWS, 0)).map(toEntry);
}

export async function listPeople(ctx: RequestContext): Promise<TAuditPerson[]> {
  return listAuditPeople(ctx.db);
}
