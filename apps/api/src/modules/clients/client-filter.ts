import type { TClientSort } from '@prapa/contracts/clients';
import type { StatusCode } from '@prapa/domain/client-status';
import { memberIdPrefixRanges, parseMemberId } from '@prapa/domain/member-id';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { areas } from '../../db/schema/areas.ts';
import { clients } from '../../db/schema/clients.ts';
import { meters } from '../../db/schema/meters.ts';

/** What the list, the print list, the PDF and the CSV filter on (all: not deleted). */
export type ClientFilter = {
  q?: string | undefined;
  areaId?: number | undefined;
  statusCodes?: readonly StatusCode[] | undefined;
  ignored?: boolean | undefined;
  /** Ticked rows; when given, only these. */
  ids?: readonly number[] | undefined;
};

export type ClientOrder = { sort: TClientSort; order: 'asc' | 'desc' };

/** `%` and `_` typed by a user are letters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * Text search: names, house no, address and water no (one trigram-indexed column), the
 * installed meter's number, and the member id: exactly (`memberIds: 'exact'`, the list) or by
 * prefix (`'prefix'`, the autocomplete). The meters' matches become an array first
 * (`id = any(array(…))`), so every branch of the OR is an index condition and PostgreSQL
 * combines them in one bitmap scan instead of joining back into clients.
 */
export function searchCondition(q: string, memberIds: 'exact' | 'prefix'): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const branches: SQL[] = [
    sql`${clients.searchText} ilike ${pattern}`,
    sql`${clients.id} = any(array(select ${meters.clientId} from ${meters} where ${meters.removedOn} is null and ${meters.meterNo} ilike ${pattern}))`,
  ];
  const memberCondition = memberIdCondition(q, memberIds);
  if (memberCondition) branches.push(memberCondition);
  return sql`(${sql.join(branches, sql` or `)})`;
}

export function memberIdCondition(q: string, mode: 'exact' | 'prefix'): SQL | undefined {
  if (mode === 'exact') {
    const memberId = parseMemberId(q);
    return memberId === null ? undefined : eq(clients.memberId, memberId);
  }
  const ranges = memberIdPrefixRanges(q);
  if (ranges.length === 0) return undefined;
  return or(
    ...ranges.map(([from, to]) =>
      from === to ? eq(clients.memberId, from) : sql`${clients.memberId} between ${from} and ${to}`,
    ),
  );
}

export function filterCondition(filter: ClientFilter): SQL {
  const parts: (SQL | undefined)[] = [isNull(clients.deletedAt)];
  if (filter.ids) parts.push(inArray(clients.id, [...filter.ids]));
  if (filter.areaId !== undefined) parts.push(eq(clients.areaId, filter.areaId));
  if (filter.statusCodes && filter.statusCodes.length > 0) {
    parts.push(inArray(clients.statusCode, [...filter.statusCodes]));
  }
  if (filter.ignored !== undefined) parts.push(eq(clients.ignored, filter.ignored));
  const q = filter.q?.trim();
  if (q) parts.push(searchCondition(q, 'exact'));
  return and(...parts) as SQL;
}

/** Sort keys; the member id last makes every order total, so pages never overlap. */
export function orderBy({ sort, order }: ClientOrder): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  const keys = {
    member_id: [clients.memberId],
    fullname: [clients.firstName, clients.lastName, clients.memberId],
    area_name: [areas.areaName, clients.memberId],
    status_code: [clients.statusCode, clients.memberId],
    debt: [clients.debtSatang, clients.memberId],
    house_no: [clients.houseNo, clients.memberId],
  }[sort];
  return keys.map((column) => dir(column));
}
