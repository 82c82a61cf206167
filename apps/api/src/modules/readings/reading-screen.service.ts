import type {
  TCountNoted,
  TReadingList,
  TReadingPage,
  TReadingRow,
} from '@prapa/contracts/readings';
import {
  READING_ALL_MAX_ROWS,
  type TReadingFilter,
  type TReadingPageFilter,
} from '@prapa/contracts/readings';
import { toIsoDate } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import type { BillingCycleRow } from '../../db/schema/billing-cycles.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  findCycle,
  findNewestCycle,
  findOpenCycle,
  findPreviousCycle,
} from '../billing-cycles/billing-cycles.repository.ts';
import { cycleNotFound, toCycleSummary } from '../billing-cycles/billing-cycles.service.ts';
import { fullnameOf } from '../clients/client-mapping.ts';
import { findReadingRows, type ReadingRowData } from './reading-rows.repository.ts';
import { periodOf } from './reading-rules.ts';
import { type CycleScope, findClientIdsMatching } from './reading-screen.repository.ts';
import { countView, cycleView, filterView } from './reading-screen-cache.ts';

/** The cycle asked for; without one, the open cycle, else the newest; null when none exists. */
async function resolveCycle(db: Db, id: number | null): Promise<BillingCycleRow | null> {
  if (id !== null) {
    const cycle = await findCycle(db, id);
    if (!cycle) throw cycleNotFound();
    return cycle;
  }
  return (await findOpenCycle(db)) ?? (await findNewestCycle(db)) ?? null;
}

const scopeOf = (cycle: BillingCycleRow): CycleScope => ({
  id: cycle.id,
  open: cycle.status === 'open',
});

const isoDateOf = (ms: number | null) => (ms === null ? null : toIsoDate(new Date(ms)));

function toReadingRow(row: ReadingRowData): TReadingRow {
  const recorded = row.reading_id !== null;
  return {
    client_id: row.client_id,
    memberId: row.member_id,
    fullname: fullnameOf({ firstName: row.first_name, lastName: row.last_name }),
    house_no: row.house_no,
    area_id: row.area_id,
    area_name: row.area_name,
    route_order: row.route_order,
    meter_id: row.meter_id,
    meterNo: row.meter_no,
    meter_digit: row.digits,
    previousMeter: row.previous_reading ?? row.earlier_reading ?? row.initial_reading,
    previousMeterDate: isoDateOf(row.earlier_read_at_ms) ?? row.installed_on,
    currentMeter: row.current_reading,
    currentMeterDate: isoDateOf(row.read_at_ms),
    diffUnit: row.units,
    meterUsage: row.units,
    meterUsageLastMonth: row.last_cycle_units,
    average_units: row.average_units === null ? null : Math.round(row.average_units * 100) / 100,
    tag: recorded ? 'recorded' : 'waiting',
    note: row.note,
    estimated: row.estimated ?? false,
    rollover: row.rollover ?? false,
    flag: row.flag,
    replaced_meter:
      row.replaced_units === null
        ? null
        : {
            meterNo: row.replaced_meter_no ?? '',
            from_reading: row.replaced_from_reading ?? 0,
            to_reading: row.replaced_to_reading ?? 0,
            units: row.replaced_units,
          },
    water_off: row.water_off,
  };
}

/** The rows of the keys' meters, in the keys' order. */
async function rowsInOrder(
  db: Db,
  cycle: BillingCycleRow,
  meterIds: number[],
): Promise<TReadingRow[]> {
  const previous = await findPreviousCycle(db, cycle);
  const rows = await findReadingRows(
    db,
    {
      cycleId: cycle.id,
      period: periodOf(cycle.periodYear, cycle.periodMonth),
      previousPeriod: previous ? periodOf(previous.periodYear, previous.periodMonth) : null,
    },
    meterIds,
  );
  const byMeter = new Map(rows.map((row) => [row.meter_id, row]));
  return meterIds.flatMap((id) => {
    const row = byMeter.get(id);
    return row ? [toReadingRow(row)] : [];
  });
}

/**
 * The meters of the cycle after the filters, in route order, from the per-process cache
 * (reading-screen-cache.ts); a text search first asks the database which clients match.
 */
async function filteredMeterIds(
  db: Db,
  cycle: BillingCycleRow,
  filter: TReadingFilter,
): Promise<number[]> {
  const q = filter.q?.trim();
  const [view, clientIds] = await Promise.all([
    cycleView(db, scopeOf(cycle)),
    q ? findClientIdsMatching(db, q).then((ids) => new Set(ids)) : undefined,
  ]);
  return filterView(view, { areaId: filter.area_id, tag: filter.tag, clientIds });
}

/** The reading screen: one page of the cycle's meters in route order. */
export async function getReadingPage(
  ctx: RequestContext,
  query: TReadingPageFilter,
): Promise<TReadingPage> {
  const paging = { page: query.page, page_size: query.page_size };
  const cycle = await resolveCycle(ctx.db, query.cycle_id);
  if (!cycle) return { cycle: null, rows: [], total: 0, ...paging };
  const all = await filteredMeterIds(ctx.db, cycle, query);
  const offset = (query.page - 1) * query.page_size;
  const rows = await rowsInOrder(ctx.db, cycle, all.slice(offset, offset + query.page_size));
  return { cycle: toCycleSummary(cycle), rows, total: all.length, ...paging };
}

async function listAllRows(
  db: Db,
  cycle: BillingCycleRow | null,
  filter: TReadingFilter,
): Promise<TReadingList> {
  if (!cycle) return { cycle: null, rows: [], total: 0 };
  const meterIds = await filteredMeterIds(db, cycle, filter);
  const total = meterIds.length;
  if (total > READING_ALL_MAX_ROWS) {
    throw new AppError('VALIDATION', {
      messageKey: 'reading.too_many_rows',
      params: {
        count: total.toLocaleString('en-US'),
        max: READING_ALL_MAX_ROWS.toLocaleString('en-US'),
      },
    });
  }
  return { cycle: toCycleSummary(cycle), rows: await rowsInOrder(db, cycle, meterIds), total };
}

/** Every row of the cycle after the filters (printing, export). */
export async function getAllReadings(
  ctx: RequestContext,
  filter: TReadingFilter,
): Promise<TReadingList> {
  return listAllRows(ctx.db, await resolveCycle(ctx.db, filter.cycle_id), filter);
}

/** Every row of the cycle before the given (or current) one. */
export async function getAllPreviousReadings(
  ctx: RequestContext,
  filter: TReadingFilter,
): Promise<TReadingList> {
  const cycle = await resolveCycle(ctx.db, filter.cycle_id);
  const previous = cycle ? await findPreviousCycle(ctx.db, cycle) : undefined;
  return listAllRows(ctx.db, previous ?? null, filter);
}

/**
 * Progress of a cycle: meters with a reading, and meters to read (while open, the installed
 * meters of clients who are neither cancelled nor deleted, plus any read since; once closed,
 * its readings).
 */
export async function cycleProgress(db: Db, cycle: BillingCycleRow): Promise<TCountNoted> {
  const { rows, recorded } = countView(await cycleView(db, scopeOf(cycle)));
  return { count_noted: recorded, active_meter: rows };
}

export async function countNotedMeters(ctx: RequestContext, cycleId: number): Promise<TCountNoted> {
  const cycle = await findCycle(ctx.db, cycleId);
  if (!cycle) throw cycleNotFound();
  return cycleProgress(ctx.db, cycle);
}
