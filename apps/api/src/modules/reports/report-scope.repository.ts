import type { TReportFilters } from '@prapa/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

export type AreaInOrder = { id: number; code: string; name: string };

/** Areas in the readers' route order (route order, then code), optionally just one. */
export async function listAreasInRouteOrder(db: Db, areaId?: number): Promise<AreaInOrder[]> {
  return rawRows(
    db,
    sql`select id, area_code as code, area_name as name from areas
        ${areaId === undefined ? sql`` : sql`where id = ${areaId}`}
        order by route_order asc nulls last, lower(area_code), id`,
  );
}

export type CycleInfo = { id: number; name: string; period: number; bill_year: number };

export async function findCycle(db: Db, id: number): Promise<CycleInfo | undefined> {
  const [row] = await rawRows<CycleInfo>(
    db,
    sql`select id, bill_cycle_name as name, (period_year * 12 + period_month - 1)::int as period,
          bill_year::int as bill_year
        from billing_cycles where id = ${id}`,
  );
  return row;
}

/** The newest cycle that has live invoices, else the newest cycle. */
export async function findLatestBilledCycle(db: Db): Promise<CycleInfo | undefined> {
  const [row] = await rawRows<CycleInfo>(
    db,
    sql`select b.id, b.bill_cycle_name as name, (b.period_year * 12 + b.period_month - 1)::int as period,
          b.bill_year::int as bill_year
        from billing_cycles b
        order by exists (select 1 from invoices i where i.cycle_id = b.id and i.cancelled_at is null) desc,
          b.period_year desc, b.period_month desc
        limit 1`,
  );
  return row;
}

/** The cycles a cycle / fiscal-year filter selects (a cycle wins over a fiscal year). */
export function cycleScope(filters: TReportFilters, alias: string): SQL {
  const column = sql.raw(`${alias}.id`);
  if (filters.cycle_id !== undefined) return sql`${column} = ${filters.cycle_id}`;
  if (filters.fiscal_year !== undefined) {
    return sql`${sql.raw(`${alias}.bill_year`)} = ${filters.fiscal_year}`;
  }
  return sql`true`;
}

/** The sort key of the readers' route inside an area: house number by its leading number. */
export const HOUSE_KEY = sql`coalesce(substring(c.house_no from '^[0-9]{1,15}')::bigint, 999999999999999999)`;

export type MemberKey = { k1: string; k2: string; k3: number };

/**
 * One batch of members of one area in route order after `after` (keyset: no offset, so the
 * thousandth batch costs what the first does). `select` names the columns; `scope` is a
 * condition on `c` (clients) and may use `m` (the installed meter, left joined).
 */
export async function findMemberBatch<T>(
  db: Db,
  areaId: number,
  scope: SQL,
  select: SQL,
  after: MemberKey | null,
  limit: number,
  lateral: SQL = sql``,
): Promise<(T & MemberKey)[]> {
  const keyset =
    after === null
      ? sql``
      : sql`and (${HOUSE_KEY}, c.house_no, c.member_id) > (${after.k1}::bigint, ${after.k2}, ${after.k3})`;
  return rawRows<T & MemberKey>(
    db,
    sql`select ${select}, ${HOUSE_KEY}::text as k1, c.house_no as k2, c.member_id as k3
        from clients c
        left join meters m on m.client_id = c.id and m.removed_on is null
        ${lateral}
        where c.deleted_at is null and c.area_id = ${areaId} and ${scope} ${keyset}
        order by ${HOUSE_KEY}, c.house_no, c.member_id
        limit ${limit}`,
  );
}

/** Members per area that `scope` selects. */
export async function countMembersByArea(
  db: Db,
  scope: SQL,
): Promise<{ area_id: number; n: number }[]> {
  return rawRows(
    db,
    sql`select c.area_id, count(*)::int as n from clients c
        left join meters m on m.client_id = c.id and m.removed_on is null
        where c.deleted_at is null and ${scope} group by c.area_id`,
  );
}
