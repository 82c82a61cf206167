import type {
  TInvestigationCheck,
  TInvestigationList,
  TInvestigationListFilter,
  TInvestigationOutcome,
  TInvestigationRow,
  TInvestigationSettings,
  TInvestigationSort,
  TUncheckedCount,
} from '@prapa/contracts/investigation';
import { INVESTIGATION_EXPORT_MAX_ROWS } from '@prapa/contracts/investigation';
import {
  checkPeriods,
  differenceFrom,
  type InvestigationSettings,
} from '@prapa/domain/investigation';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { BillingCycleRow } from '../../db/schema/billing-cycles.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  findCycle,
  findNewestCycle,
  findOpenCycle,
} from '../billing-cycles/billing-cycles.repository.ts';
import { cycleNotFound, toCycleSummary } from '../billing-cycles/billing-cycles.service.ts';
import { fullnameOf } from '../clients/client-mapping.ts';
import { periodOf } from '../readings/reading-rules.ts';
import {
  type CheckRowData,
  type CheckScope,
  countChecks,
  findCheckPage,
} from './investigation-lists.repository.ts';
import { findOutcomesByIds, type OutcomeRowData } from './investigation-outcomes.repository.ts';
import { findInvestigationSettings } from './investigation-settings.repository.ts';

/** The cycle asked for; without one, the open cycle, else the newest; null when none exists. */
export async function resolveCycle(db: Db, id: number | null): Promise<BillingCycleRow | null> {
  if (id !== null) {
    const cycle = await findCycle(db, id);
    if (!cycle) throw cycleNotFound();
    return cycle;
  }
  return (await findOpenCycle(db)) ?? (await findNewestCycle(db)) ?? null;
}

export async function cyclePeriods(db: Db): Promise<number[]> {
  const rows = await rawRows<{ p: number }>(
    db,
    sql`select (period_year * 12 + period_month - 1)::int as p from billing_cycles`,
  );
  return rows.map((row) => row.p);
}

export async function scopeOf(
  db: Db,
  cycle: BillingCycleRow,
  areaId: number | null,
  settings: InvestigationSettings,
): Promise<CheckScope> {
  const period = periodOf(cycle.periodYear, cycle.periodMonth);
  const { before, upTo, from } = checkPeriods(await cyclePeriods(db), period, settings);
  return { cycleId: cycle.id, period, before, upTo, from, areaId, settings };
}

export function toSettingsDto(s: InvestigationSettings): TInvestigationSettings {
  return {
    average_cycles: s.averageCycles,
    abnormal_multiple_pct: s.abnormalMultiplePct,
    abnormal_min_units: s.abnormalMinUnits,
    constant_cycles: s.constantCycles,
    deviation_pct: s.deviationPct,
  };
}

export function toOutcome(row: OutcomeRowData): TInvestigationOutcome {
  return {
    id: row.id,
    cycle_id: row.cycle_id,
    bill_cycle_name: row.bill_cycle_name,
    client_id: row.client_id,
    meter_id: row.meter_id,
    check: row.check_kind,
    outcome: row.outcome,
    note: row.note,
    units: row.units,
    average: row.average_tenths === null ? null : row.average_tenths / 10,
    recorded_at: row.recorded_at_ms,
    recorded_by_name: row.recorded_by_name,
  };
}

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

function toRow(row: CheckRowData, outcome: OutcomeRowData | undefined): TInvestigationRow {
  const diff = differenceFrom(row.units, row.average);
  return {
    client_id: row.client_id,
    memberId: row.member_id,
    fullname: fullnameOf({ firstName: row.first_name, lastName: row.last_name }),
    house_no: row.house_no,
    address: row.address,
    area_id: row.area_id,
    area_name: row.area_name,
    meter_id: row.meter_id,
    meterNo: row.meter_no,
    previousMeter: row.previous_reading,
    currentMeter: row.current_reading,
    units: row.units,
    estimated: row.estimated,
    rollover: row.rollover,
    recent_units: row.recent_units,
    average: round2(row.average),
    basis: row.basis,
    diff_units: round2(diff.diffUnits),
    diff_pct: diff.diffPct === null ? null : Math.round(diff.diffPct * 10) / 10,
    abnormal: row.abnormal,
    deviation: row.deviation,
    constant: row.constant,
    billed: row.billed,
    outcome: outcome ? toOutcome(outcome) : null,
  };
}

/** Biggest first for the high lists, lowest first for the low one, route order for meters. */
const DEFAULT_SORT: Record<TInvestigationCheck, [TInvestigationSort, 'asc' | 'desc']> = {
  abnormal: ['diff_pct', 'desc'],
  constant: ['route', 'asc'],
  higher: ['diff_pct', 'desc'],
  lower: ['diff_pct', 'asc'],
};

const EMPTY_COUNTS = { abnormal: 0, constant: 0, higher: 0, lower: 0 };

type ListOptions = Pick<TInvestigationListFilter, 'cycle_id' | 'area_id' | 'check' | 'status'> &
  Partial<Pick<TInvestigationListFilter, 'sort' | 'order'>>;

async function listPage(
  ctx: RequestContext,
  filter: ListOptions,
  page: { limit: number; offset: number },
) {
  const [cycle, settings] = await Promise.all([
    resolveCycle(ctx.db, filter.cycle_id),
    findInvestigationSettings(ctx.db),
  ]);
  if (!cycle) {
    return {
      cycle: null,
      settings,
      counts: { ...EMPTY_COUNTS, checked: { ...EMPTY_COUNTS } },
      total: 0,
      rows: [] as TInvestigationRow[],
    };
  }
  const scope = await scopeOf(ctx.db, cycle, filter.area_id ?? null, settings);
  const [defaultSort, defaultOrder] = DEFAULT_SORT[filter.check];
  const result = await findCheckPage(ctx.db, scope, {
    check: filter.check,
    status: filter.status,
    sort: filter.sort ?? defaultSort,
    order: filter.order ?? (filter.sort ? 'asc' : defaultOrder),
    ...page,
  });
  const outcomeIds = result.rows.flatMap((row) => (row.outcome_id ? [row.outcome_id] : []));
  const outcomes = new Map(
    (await findOutcomesByIds(ctx.db, outcomeIds)).map((row) => [row.id, row]),
  );
  const { any: _any, ...counts } = result.counts;
  return {
    cycle,
    settings,
    counts,
    total: result.total,
    rows: result.rows.map((row) =>
      toRow(row, row.outcome_id ? outcomes.get(row.outcome_id) : undefined),
    ),
  };
}

/** One page of one list of a cycle, with the counts of every list for the tab labels. */
export async function getInvestigationList(
  ctx: RequestContext,
  filter: TInvestigationListFilter,
): Promise<TInvestigationList> {
  const result = await listPage(ctx, filter, {
    limit: filter.page_size,
    offset: (filter.page - 1) * filter.page_size,
  });
  return {
    cycle: result.cycle ? toCycleSummary(result.cycle) : null,
    settings: toSettingsDto(result.settings),
    counts: result.counts,
    rows: result.rows,
    total: result.total,
    page: filter.page,
    page_size: filter.page_size,
  };
}

/** Every row of a list (field sheet, export); more than the maximum is refused, not cut. */
export async function getInvestigationRowsForExport(ctx: RequestContext, filter: ListOptions) {
  const result = await listPage(ctx, filter, {
    limit: INVESTIGATION_EXPORT_MAX_ROWS + 1,
    offset: 0,
  });
  if (result.total > INVESTIGATION_EXPORT_MAX_ROWS) {
    throw new AppError('VALIDATION', {
      messageKey: 'investigation.too_many_rows',
      params: { count: result.total, max: INVESTIGATION_EXPORT_MAX_ROWS },
    });
  }
  return { cycle: result.cycle, rows: result.rows };
}

/** Members on any list of the cycle that nobody has checked (each member once). */
export async function getUncheckedCount(
  ctx: RequestContext,
  cycleId: number | null,
): Promise<TUncheckedCount> {
  const [cycle, settings] = await Promise.all([
    resolveCycle(ctx.db, cycleId),
    findInvestigationSettings(ctx.db),
  ]);
  if (!cycle) return { cycle_id: null, count: 0, counts: { ...EMPTY_COUNTS } };
  const counts = await countChecks(ctx.db, await scopeOf(ctx.db, cycle, null, settings));
  return {
    cycle_id: cycle.id,
    count: counts.any,
    counts: {
      abnormal: counts.abnormal,
      constant: counts.constant,
      higher: counts.higher,
      lower: counts.lower,
    },
  };
}
