import type { TAgingBucket, TDebtorListQuery } from '@prapa/contracts/debt';
import { bucketBounds } from '@prapa/domain/debt-aging';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

export type DebtorScope = {
  today: string;
  areaId?: number | undefined;
  minMonths?: number | undefined;
  minAmountSatang?: number | undefined;
  bucket?: TAgingBucket | undefined;
  q?: string | undefined;
  clientIds?: readonly number[] | undefined;
  /** Only members whose final letter's pay-by date has passed and who have no open order. */
  dueForDisconnection?: boolean | undefined;
};

export type DebtorRowData = {
  client_id: number;
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  area_id: number;
  area_name: string;
  months: number;
  overdue_satang: number;
  debt_satang: number;
  oldest_due: string;
  days_past_due: number;
  bucket: TAgingBucket;
  letters_sent: number;
  last_letter: { kind: string; letter_no: string; issued_on: string; pay_by: string } | null;
  disconnection: { id: number; state: string } | null;
  plan: { id: number; state: string; instalment_count: number; paid_count: number } | null;
};

type Total = { count: number; overdue_satang: number };
export type DebtorListData = {
  rows: DebtorRowData[];
  totals: Total;
  by_bucket: (Total & { bucket: TAgingBucket })[];
  by_area: (Total & { area_id: number; area_name: string })[];
};

/** The buckets of @prapa/domain/debt-aging as SQL over `days` (tests compare the two). */
const BUCKET_SQL = sql`case when d.days <= 30 then 'd0_30' when d.days <= 60 then 'd31_60'
  when d.days <= 90 then 'd61_90' else 'd90_plus' end`;

function bucketWhere(bucket: TAgingBucket | undefined): SQL {
  if (!bucket) return sql`true`;
  const { min, max } = bucketBounds(bucket);
  const low = bucket === 'd0_30' ? sql`true` : sql`d.days >= ${min}`;
  return max === null ? low : sql`${low} and d.days <= ${max}`;
}

const ROUTE_ORDER = sql`a.route_order asc nulls last, lower(a.area_code), d.area_id,
  substring(d.house_no from '^[0-9]{1,15}')::bigint asc nulls last, d.house_no, d.member_id`;

function orderOf(sort: TDebtorListQuery['sort'], order: 'asc' | 'desc'): SQL {
  const dir = order === 'desc' ? sql`desc` : sql`asc`;
  const column = {
    amount: sql`d.overdue`,
    months: sql`d.months`,
    oldest_due: sql`d.oldest_due`,
    member_id: sql`d.member_id`,
    route: null,
  }[sort];
  return column === null ? ROUTE_ORDER : sql`${column} ${dir}, d.member_id`;
}

/**
 * The members owing on `today` (a live bill unpaid past its due date, docs/decisions/014) with
 * the filters, as a CTE `d` (before the bucket filter) and `f` (after). One pass over the
 * overdue bills (invoices_overdue_idx, index-only), grouped by member, joined to the members.
 */
function debtorsCte(scope: DebtorScope): SQL {
  const where: SQL[] = [sql`c.deleted_at is null`];
  if (scope.areaId !== undefined) where.push(sql`c.area_id = ${scope.areaId}`);
  if (scope.minMonths !== undefined) where.push(sql`o.months >= ${scope.minMonths}`);
  if (scope.minAmountSatang !== undefined) where.push(sql`o.overdue >= ${scope.minAmountSatang}`);
  if (scope.clientIds !== undefined) {
    where.push(sql`c.id = any(${intArray(scope.clientIds)}::int[])`);
  }
  if (scope.dueForDisconnection) {
    where.push(sql`exists (select 1 from debt_letters k where k.client_id = c.id
        and k.kind = 'final' and k.pay_by < ${scope.today}::date)
      and not exists (select 1 from disconnections x where x.client_id = c.id
        and x.state in ('pending', 'disconnected', 'reconnect_requested'))
      and not exists (select 1 from instalment_plans p where p.client_id = c.id
        and p.state = 'active')`);
  }
  if (scope.q) {
    const like = `%${scope.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      sql`(c.search_text ilike ${like} or c.member_id::text = ${scope.q.replace(/^0+/, '')})`,
    );
  }
  return sql`owed as (
      select i.client_id, count(*)::int as months, sum(i.total_satang)::bigint as overdue,
        min(i.due_date) as oldest_due
      from invoices i
      where i.receipt_id is null and i.cancelled_at is null and i.moved_to_plan_id is null
        and i.due_date < ${scope.today}::date
      group by i.client_id
    ),
    d as (
      select o.client_id, o.months, o.overdue, o.oldest_due,
        (${scope.today}::date - o.oldest_due)::int as days,
        c.member_id, c.first_name, c.last_name, c.house_no, c.area_id, c.debt_satang
      from owed o join clients c on c.id = o.client_id
      where ${sql.join(where, sql` and `)}
    ),
    f as (select d.* from d where ${bucketWhere(scope.bucket)})`;
}

const ROW_JSON = sql`json_build_object(
    'client_id', d.client_id, 'member_id', d.member_id, 'first_name', d.first_name,
    'last_name', d.last_name, 'house_no', d.house_no, 'area_id', d.area_id,
    'area_name', coalesce(a.area_name, ''), 'months', d.months,
    'overdue_satang', d.overdue::float8, 'debt_satang', d.debt_satang::float8,
    'oldest_due', d.oldest_due::text, 'days_past_due', d.days, 'bucket', ${BUCKET_SQL},
    'letters_sent', coalesce(l.n, 0), 'last_letter', l.last,
    'disconnection', case when x.id is null then null
      else json_build_object('id', x.id, 'state', x.state) end,
    'plan', pl.plan)`;

/** The member's newest active or broken instalment plan, with how many instalments are paid. */
const debtorPlanJson = (clientId: SQL) => sql`select json_build_object('id', p.id,
      'state', p.state, 'instalment_count', p.instalment_count,
      'paid_count', (select count(*)::int from instalment_items it
        join invoices b on b.id = it.invoice_id
        where it.plan_id = p.id and it.no > 0 and b.receipt_id is not null)) as plan
    from instalment_plans p where p.client_id = ${clientId} and p.state in ('active', 'broken')
    order by p.id desc limit 1`;

/** Letters sent and the open disconnection order of the rows `d` (a page: a few lookups each). */
const ROW_JOINS = sql`left join areas a on a.id = d.area_id
  left join lateral (
    select count(*)::int as n,
      (select json_build_object('kind', k.kind, 'letter_no', k.letter_no,
          'issued_on', k.issued_on::text, 'pay_by', k.pay_by::text)
       from debt_letters k where k.client_id = d.client_id order by k.id desc limit 1) as last
    from debt_letters k where k.client_id = d.client_id
  ) l on true
  left join disconnections x on x.client_id = d.client_id
    and x.state in ('pending', 'disconnected', 'reconnect_requested')
  left join lateral (${debtorPlanJson(sql`d.client_id`)}) pl on true`;

/**
 * One statement: a page of debtors with their letters and disconnection state, the totals of
 * the filtered list, per aging bucket (ignoring the bucket filter, so every bucket shows) and
 * per area.
 */
export async function findDebtorList(
  db: Db,
  scope: DebtorScope,
  page: { sort: TDebtorListQuery['sort']; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<DebtorListData> {
  const [row] = await rawRows<DebtorListData>(
    db,
    sql`with ${debtorsCte(scope)},
      p as (
        select d.* from f d left join areas a on a.id = d.area_id
        order by ${orderOf(page.sort, page.order)} limit ${page.limit} offset ${page.offset}
      )
      select
        coalesce((select json_agg(${ROW_JSON} order by ${orderOf(page.sort, page.order)})
          from p d ${ROW_JOINS}), '[]'::json) as rows,
        (select json_build_object('count', count(*)::int, 'overdue_satang', coalesce(sum(overdue), 0)::float8)
          from f) as totals,
        coalesce((select json_agg(json_build_object('bucket', b.bucket, 'count', b.n,
            'overdue_satang', b.s) order by b.bucket)
          from (select ${BUCKET_SQL} as bucket, count(*)::int as n, sum(d.overdue)::float8 as s
                from d group by 1) b), '[]'::json) as by_bucket,
        coalesce((select json_agg(json_build_object('area_id', g.area_id, 'area_name',
            coalesce(a.area_name, ''), 'count', g.n, 'overdue_satang', g.s)
            order by a.route_order nulls last, lower(a.area_code), g.area_id)
          from (select area_id, count(*)::int as n, sum(overdue)::float8 as s from f group by area_id) g
          left join areas a on a.id = g.area_id), '[]'::json) as by_area`,
  );
  return row!;
}

/** Every debtor of the scope in route order (letter runs, the disconnection list), no paging. */
export async function findDebtorRows(db: Db, scope: DebtorScope): Promise<DebtorRowData[]> {
  const rows = await rawRows<{ r: DebtorRowData }>(
    db,
    sql`with ${debtorsCte(scope)}
      select ${ROW_JSON} as r from f d ${ROW_JOINS} order by ${ROUTE_ORDER}`,
  );
  return rows.map((row) => row.r);
}
