import type { TInvestigationCheck, TInvestigationSort } from '@prapa/contracts/investigation';
import type { InvestigationSettings } from '@prapa/domain/investigation';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { READ_STATUS_CODES } from '../readings/reading-rules.ts';

/**
 * The three checks of @prapa/domain/investigation, set-based and read from kept figures
 * (migration 0027): per member and cycle, `investigation_stats` holds the cycle's units, the sum
 * and count of the usable months of the average's window and the constant-meter run, computed
 * by the SQL function `investigation_stats_refresh` (one statement over the window's readings,
 * a window function for the few members whose meter changed) and refreshed by triggers on
 * meter_readings in the transaction that changes a reading. A list is one indexed read of the
 * cycle's rows, classified with the thresholds of the moment. Never a query per member.
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

type StatsCycle = {
  period: number;
  from_period: number;
  before_from: number | null;
  run_from: number;
  run_complete: boolean;
  average_cycles: number;
  constant_cycles: number;
};

/** What the kept figures of the scope's cycle must have been built for. */
function wantedStats(scope: CheckScope): StatsCycle {
  return {
    period: scope.period,
    from_period: scope.from,
    before_from: scope.before.length === 0 ? null : Math.min(...scope.before),
    run_from: Math.min(scope.period, ...scope.upTo),
    run_complete: scope.upTo.length >= scope.settings.constantCycles,
    average_cycles: scope.settings.averageCycles,
    constant_cycles: scope.settings.constantCycles,
  };
}

async function statsCycle(db: Db, cycleId: number): Promise<StatsCycle | undefined> {
  const [row] = await rawRows<StatsCycle>(
    db,
    sql`select period, from_period, before_from, run_from, run_complete, average_cycles,
        constant_cycles
      from investigation_stats_cycles where cycle_id = ${cycleId}`,
  );
  return row;
}

const sameStats = (a: StatsCycle | undefined, b: StatsCycle) =>
  a !== undefined && (Object.keys(b) as (keyof StatsCycle)[]).every((key) => a[key] === b[key]);

/**
 * Makes sure the cycle's figures are kept for the scope's window and run length: the first look
 * at a cycle (or the first after the window or run length changed) builds them, once, in a
 * transaction that holds reading writes back meanwhile, so none is missed; afterwards the
 * triggers keep them. Returns whether it built.
 */
export async function ensureStats(db: Db, scope: CheckScope): Promise<boolean> {
  const wanted = wantedStats(scope);
  if (sameStats(await statsCycle(db, scope.cycleId), wanted)) return false;
  return withTransaction(db, async (tx) => {
    // Self-exclusive, and it waits for (and holds back) every reading write.
    await tx.execute(sql`lock table meter_readings in share row exclusive mode`);
    if (sameStats(await statsCycle(tx, scope.cycleId), wanted)) return false;
    await tx.execute(sql`delete from investigation_stats_cycles where cycle_id = ${scope.cycleId}`);
    await tx.execute(
      sql`insert into investigation_stats_cycles (cycle_id, period, from_period, before_from,
          run_from, run_complete, average_cycles, constant_cycles)
        values (${scope.cycleId}, ${wanted.period}, ${wanted.from_period}, ${wanted.before_from},
          ${wanted.run_from}, ${wanted.run_complete}, ${wanted.average_cycles},
          ${wanted.constant_cycles})`,
    );
    await tx.execute(sql`select investigation_stats_refresh(${scope.cycleId}, null)`);
    // The planner's picture of the new rows (a cycle's worth at once) and of the tables the
    // list joins: PGlite has no autovacuum, and without statistics it scanned every meter for
    // a page of ten (EXPLAIN at 20,000 members: 0.9 s, 0.24 s after ANALYZE).
    await tx.execute(
      sql`analyze investigation_stats, investigation_outcomes, clients, meters, areas`,
    );
    return true;
  });
}

/**
 * Runs a list statement with PostgreSQL's JIT compiler off. The statement reads the cycle's
 * rows twice (counts and list), so its estimated cost passes jit_above_cost, and compiling it
 * took 8–10 s on the 2-core test machine under load against 0.3 s to run it (EXPLAIN at 50,000
 * members). A read-only transaction so `set local` ends with it.
 */
function withoutJit<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return fn(tx);
  });
}

/** Every member read in the cycle with its checks, as CTEs ending in `classified`. */
export function classifiedCte(scope: CheckScope): SQL {
  const s = scope.settings;
  /** The cycle's rows (of the area) under an alias: the primary key's range. */
  const ofCycle = (alias: string) => {
    const t = sql.raw(alias);
    return sql`${t}.cycle_id = ${scope.cycleId}${
      scope.areaId === null ? sql`` : sql` and ${t}.area_id = ${scope.areaId}`
    }`;
  };
  const runComplete = scope.upTo.length >= s.constantCycles;
  // Not materialized: the counts and the list each read the cycle's rows by the index, cheaper
  // than writing 100,000 classified rows aside. The median is taken only for the areas with a
  // member without an own average (a partial index finds them), the only rows that use it.
  return sql`with med as (
      select n.area_id, (select percentile_cont(0.5) within group (order by s.units)
          from investigation_stats s
          where s.cycle_id = ${scope.cycleId} and s.area_id = n.area_id and not s.estimated
        ) as median
      from (select distinct n.area_id from investigation_stats n
        where ${ofCycle('n')} and n.avg_cnt = 0) n
    ),
    latest as (
      select distinct on (client_id) client_id, id, check_kind
      from investigation_outcomes where cycle_id = ${scope.cycleId}
      order by client_id, id desc
    ),
    classified as not materialized (
      select b.client_id, b.meter_id, b.units, b.estimated, b.area_id, b.avg_sum, b.avg_cnt,
        med.median,
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
        case when ${runComplete} and b.run_n = ${s.constantCycles}
            and (b.run_zeros = b.run_n or b.run_ests = b.run_n) then
          case when exists (select 1 from clients c where c.id = b.client_id
              and c.status_code in (${readStatuses}) and c.deleted_at is null) then
            case when b.run_zeros = b.run_n then 'zero' else 'estimated' end
          end
        end as constant,
        case when b.avg_cnt > 0 then b.avg_sum::float8 / b.avg_cnt else med.median end as average,
        case when b.avg_cnt > 0 then 'own' when med.median is not null then 'area_median' end as basis,
        l.id as outcome_id, l.check_kind as outcome_check
      from investigation_stats b
      left join med on med.area_id = b.area_id
      left join latest l on l.client_id = b.client_id
      where ${ofCycle('b')}
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
  substring(c.house_no from '^[0-9]{1,15}')::bigint asc nulls last, c.house_no, c.member_id`;

function orderBy(sort: TInvestigationSort, order: 'asc' | 'desc'): SQL {
  const dir = order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const column = {
    route: null,
    member_id: sql`c.member_id`,
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

/** The statement of findCheckPage. */
export function checkPageSql(scope: CheckScope, request: ListRequest): SQL {
  return sql`${classifiedCte(scope)},
    listed as (
      select x.* from classified x where ${listCondition(request.check, request.status)}
    ),
    page as (
      select x.client_id, c.member_id, c.first_name, c.last_name, c.house_no, c.address,
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
      coalesce((select json_agg(p order by p.n)::text from page p), '[]') as rows`;
}

/** One page of one list, its total and every list's count, in one statement. */
export async function findCheckPage(
  db: Db,
  scope: CheckScope,
  request: ListRequest,
): Promise<{ counts: CheckCounts; total: number; rows: CheckRowData[] }> {
  await ensureStats(db, scope);
  const [row] = await withoutJit(db, (tx) =>
    rawRows<{ counts: string; total: number; rows: string }>(tx, checkPageSql(scope, request)),
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
  await ensureStats(db, scope);
  const [row] = await withoutJit(db, (tx) =>
    rawRows<{ counts: string }>(
      tx,
      sql`${classifiedCte(scope)} select ${countsSql} as counts from classified`,
    ),
  );
  if (!row) throw new Error('investigation count query returned no row');
  return JSON.parse(row.counts) as CheckCounts;
}

/** Every member read in the cycle with its checks (the SQL-agrees-with-domain test). */
export async function listClassified(db: Db, scope: CheckScope) {
  await ensureStats(db, scope);
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
