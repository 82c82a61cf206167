import type { TInvestigationCheck, TInvestigationSort } from '@prapa/contracts/investigation';
import type { InvestigationSettings } from '@prapa/domain/investigation';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { READ_STATUS_CODES } from '../readings/reading-rules.ts';

/**
 * The three checks of @prapa/domain/investigation, set-based: one statement reads the reading
 * history of the window (periods `from`…`period`, by the period index) once and aggregates it
 * per member in one hash aggregate (no sort): a member with one meter in the window has no
 * replacement month, so the average, the current month and the constant-meter run are
 * conditional sums. The few members with two meters in the window get the exact rule month by
 * month: a window function (lag over the member's months) finds the month the meter changed.
 * Then every member read in the cycle is classified. Never a query per member.
 */
export type CheckScope = {
  cycleId: number;
  period: number;
  /** The average's window: the K cycles before the checked one. */
  before: readonly number[];
  /** The constant-meter run: the checked cycle and the ones before it (C in all, or fewer). */
  upTo: readonly number[];
  /** The earliest period read (see checkPeriods). */
  from: number;
  areaId: number | null;
  settings: InvestigationSettings;
};

const readStatuses = sql.join(
  READ_STATUS_CODES.map((code) => sql`${code}`),
  sql`, `,
);

/** Every member read in the cycle with its checks, as CTEs ending in `classified`. */
export function classifiedCte(scope: CheckScope): SQL {
  const s = scope.settings;
  const members =
    scope.areaId === null
      ? sql``
      : sql`and h.client_id in (select id from clients where area_id = ${scope.areaId})`;
  const runComplete = scope.upTo.length >= s.constantCycles;
  // Every cycle from the window's oldest to the checked one is in the window (they are the
  // newest K before it), so membership is a range test, cheaper than `= any(array)` per row.
  const inWindow = (column: SQL) =>
    scope.before.length === 0
      ? sql`false`
      : sql`(${column} >= ${Math.min(...scope.before)} and ${column} < ${scope.period})`;
  const inRun = (column: SQL) =>
    scope.upTo.length === 0 ? sql`false` : sql`${column} >= ${Math.min(...scope.upTo)}`;
  const before = sql`${intArray(scope.before)}::int[]`;
  const upTo = sql`${intArray(scope.upTo)}::int[]`;
  return sql`with agg as (
      select h.client_id, min(h.meter_id) as mn, max(h.meter_id) as mx,
        (sum(h.units) filter (where h.period = ${scope.period}))::int as units,
        coalesce(bool_or(h.estimated) filter (where h.period = ${scope.period}), false) as estimated,
        coalesce(sum(h.units) filter (where ${inWindow(sql`h.period`)} and not h.estimated), 0)::bigint
          as avg_sum,
        (count(*) filter (where ${inWindow(sql`h.period`)} and not h.estimated))::int as avg_cnt,
        (count(*) filter (where ${inRun(sql`h.period`)}))::int as run_n,
        (count(*) filter (where ${inRun(sql`h.period`)} and h.units = 0))::int as run_zeros,
        (count(*) filter (where ${inRun(sql`h.period`)} and h.estimated))::int as run_ests
      from meter_readings h
      where h.period between ${scope.from} and ${scope.period} ${members}
      group by h.client_id
      having bool_or(h.period = ${scope.period})
    ),
    multi_months as (
      select h.client_id, h.period, sum(h.units)::int as units, bool_or(h.estimated) as estimated,
        max(h.meter_id) as meter_id,
        (count(*) > 1 or coalesce(
          min(h.meter_id) <> lag(max(h.meter_id)) over (partition by h.client_id order by h.period),
          false)) as replacement
      from meter_readings h
      where h.client_id in (select client_id from agg where mn <> mx)
        and h.period between ${scope.from} and ${scope.period}
      group by h.client_id, h.period
    ),
    multi as (
      select c.client_id, c.meter_id,
        coalesce(sum(w.units) filter (where not w.estimated and not w.replacement), 0)::bigint
          as avg_sum,
        (count(w.period) filter (where not w.estimated and not w.replacement))::int as avg_cnt,
        (select count(*) from meter_readings r where r.client_id = c.client_id
          and r.meter_id = c.meter_id and r.period = any(${upTo}))::int as run_n,
        (select count(*) from meter_readings r where r.client_id = c.client_id
          and r.meter_id = c.meter_id and r.period = any(${upTo}) and r.units = 0)::int as run_zeros,
        (select count(*) from meter_readings r where r.client_id = c.client_id
          and r.meter_id = c.meter_id and r.period = any(${upTo}) and r.estimated)::int as run_ests
      from multi_months c
      left join multi_months w on w.client_id = c.client_id and w.period = any(${before})
      where c.period = ${scope.period}
      group by c.client_id, c.meter_id
    ),
    base as (
      select a.client_id, coalesce(x.meter_id, a.mx) as meter_id, a.units, a.estimated,
        c.area_id, c.member_id, c.house_no,
        (c.status_code in (${readStatuses}) and c.deleted_at is null) as active,
        coalesce(x.avg_sum, a.avg_sum) as avg_sum, coalesce(x.avg_cnt, a.avg_cnt) as avg_cnt,
        coalesce(x.run_n, a.run_n) as run_n, coalesce(x.run_zeros, a.run_zeros) as run_zeros,
        coalesce(x.run_ests, a.run_ests) as run_ests
      from agg a
      join clients c on c.id = a.client_id
      left join multi x on x.client_id = a.client_id
    ),
    med as (
      select area_id, percentile_cont(0.5) within group (order by units) as median
      from base where not estimated group by area_id
    ),
    latest as (
      select distinct on (client_id) client_id, id, check_kind
      from investigation_outcomes where cycle_id = ${scope.cycleId}
      order by client_id, id desc
    ),
    classified as (
      select b.*, med.median,
        (not b.estimated and b.units >= ${s.abnormalMinUnits} and case
          when b.avg_cnt > 0 then b.units::bigint * b.avg_cnt * 100 > ${s.abnormalMultiplePct}::bigint * b.avg_sum
          else med.median is not null
            and b.units::bigint * 200 > ${s.abnormalMultiplePct}::bigint * round(med.median * 2)::bigint
        end) as abnormal,
        case
          when b.estimated or b.avg_cnt = 0 then null
          when b.avg_sum = 0 then case when b.units > 0 then 'higher' end
          when abs(b.units::bigint * b.avg_cnt - b.avg_sum) * 100 <= ${s.deviationPct}::bigint * b.avg_sum then null
          when b.units::bigint * b.avg_cnt > b.avg_sum then 'higher'
          else 'lower'
        end as deviation,
        case when ${runComplete} and b.active and b.run_n = ${s.constantCycles} then
          case when b.run_zeros = b.run_n then 'zero' when b.run_ests = b.run_n then 'estimated' end
        end as constant,
        case when b.avg_cnt > 0 then b.avg_sum::float8 / b.avg_cnt else med.median end as average,
        case when b.avg_cnt > 0 then 'own' when med.median is not null then 'area_median' end as basis,
        l.id as outcome_id, l.check_kind as outcome_check
      from base b
      left join med on med.area_id = b.area_id
      left join latest l on l.client_id = b.client_id
    )`;
}

/** The condition of one list: the rule, and whether someone has checked the row. */
function listCondition(check: TInvestigationCheck, status: 'unchecked' | 'checked'): SQL {
  if (status === 'checked') return sql`x.outcome_check = ${check}`;
  const rule = {
    abnormal: sql`x.abnormal`,
    constant: sql`x.constant is not null`,
    higher: sql`x.deviation = 'higher'`,
    lower: sql`x.deviation = 'lower'`,
  }[check];
  return sql`${rule} and x.outcome_id is null`;
}

const countsSql = sql`json_build_object(
    'abnormal', count(*) filter (where abnormal and outcome_id is null),
    'constant', count(*) filter (where constant is not null and outcome_id is null),
    'higher', count(*) filter (where deviation = 'higher' and outcome_id is null),
    'lower', count(*) filter (where deviation = 'lower' and outcome_id is null),
    'any', count(*) filter (where (abnormal or constant is not null or deviation is not null)
      and outcome_id is null),
    'checked', json_build_object(
      'abnormal', count(*) filter (where outcome_check = 'abnormal'),
      'constant', count(*) filter (where outcome_check = 'constant'),
      'higher', count(*) filter (where outcome_check = 'higher'),
      'lower', count(*) filter (where outcome_check = 'lower')))::text`;

export type CheckCounts = {
  abnormal: number;
  constant: number;
  higher: number;
  lower: number;
  any: number;
  checked: { abnormal: number; constant: number; higher: number; lower: number };
};

/** The route order of the reading screen (reading-screen.repository.ts). */
const ROUTE_ORDER = sql`ar.route_order asc nulls last, lower(ar.area_code), x.area_id,
  substring(x.house_no from '^[0-9]{1,15}')::bigint asc nulls last, x.house_no, x.member_id`;

function orderBy(sort: TInvestigationSort, order: 'asc' | 'desc'): SQL {
  const dir = order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const column = {
    route: null,
    member_id: sql`x.member_id`,
    units: sql`x.units`,
    average: sql`x.average`,
    diff_units: sql`(x.units - x.average)`,
    diff_pct: sql`case when x.average > 0 then (x.units - x.average) / x.average end`,
  }[sort];
  return column === null ? ROUTE_ORDER : sql`${column} ${dir}, ${ROUTE_ORDER}`;
}

export type CheckRowData = {
  client_id: number;
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  area_id: number;
  area_name: string;
  meter_id: number;
  meter_no: string;
  previous_reading: number;
  current_reading: number;
  units: number;
  estimated: boolean;
  rollover: boolean;
  recent_units: (number | null)[];
  average: number | null;
  basis: 'own' | 'area_median' | null;
  abnormal: boolean;
  deviation: 'higher' | 'lower' | null;
  constant: 'zero' | 'estimated' | null;
  billed: boolean;
  outcome_id: number | null;
};

export type ListRequest = {
  check: TInvestigationCheck;
  status: 'unchecked' | 'checked';
  sort: TInvestigationSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** One page of one list, its total and every list's count, in one statement. */
export async function findCheckPage(
  db: Db,
  scope: CheckScope,
  request: ListRequest,
): Promise<{ counts: CheckCounts; total: number; rows: CheckRowData[] }> {
  const [row] = await rawRows<{ counts: string; total: number; rows: string }>(
    db,
    sql`${classifiedCte(scope)},
    listed as (
      select x.* from classified x where ${listCondition(request.check, request.status)}
    ),
    page as (
      select x.client_id, x.member_id, c.first_name, c.last_name, x.house_no, c.address,
        x.area_id, ar.area_name, x.meter_id, m.meter_no, r.previous_reading, r.current_reading,
        x.units, x.estimated, r.rollover, x.average, x.basis, x.abnormal, x.deviation, x.constant,
        x.outcome_id,
        exists (select 1 from invoices i where i.reading_id = r.id and i.cancelled_at is null)
          as billed,
        array(select (select sum(h.units)::int from meter_readings h
            where h.client_id = x.client_id and h.period = p)
          from unnest(${intArray([...scope.before].reverse())}::int[]) p) as recent_units,
        row_number() over (order by ${orderBy(request.sort, request.order)}) as n
      from listed x
      join clients c on c.id = x.client_id
      join areas ar on ar.id = x.area_id
      join meters m on m.id = x.meter_id
      join meter_readings r on r.cycle_id = ${scope.cycleId} and r.meter_id = x.meter_id
      order by n
      limit ${request.limit} offset ${request.offset}
    )
    select (select ${countsSql} from classified) as counts,
      (select count(*)::int from listed) as total,
      coalesce((select json_agg(p order by p.n)::text from page p), '[]') as rows`,
  );
  if (!row) throw new Error('investigation list query returned no row');
  return {
    counts: JSON.parse(row.counts) as CheckCounts,
    total: row.total,
    rows: JSON.parse(row.rows) as CheckRowData[],
  };
}

/** Every list's count only (the bill-run review's notice). */
export async function countChecks(db: Db, scope: CheckScope): Promise<CheckCounts> {
  const [row] = await rawRows<{ counts: string }>(
    db,
    sql`${classifiedCte(scope)} select ${countsSql} as counts from classified`,
  );
  if (!row) throw new Error('investigation count query returned no row');
  return JSON.parse(row.counts) as CheckCounts;
}

/** Every member read in the cycle with its checks (the SQL-agrees-with-domain test). */
export async function listClassified(db: Db, scope: CheckScope) {
  return rawRows<{
    client_id: number;
    abnormal: boolean;
    deviation: 'higher' | 'lower' | null;
    constant: 'zero' | 'estimated' | null;
    avg_sum: number;
    avg_cnt: number;
    median: number | null;
  }>(
    db,
    sql`${classifiedCte(scope)} select client_id, abnormal, deviation, constant,
      avg_sum::float8 as avg_sum, avg_cnt, median from classified order by client_id`,
  );
}
