import type { TReadingTag } from '@prapa/contracts/readings';
import type { Db } from '../../db/database.ts';
import {
  type ChangeCounters,
  type CycleScope,
  listCycleRowKeys,
  listRecordedMeterIds,
  readChangeCounters,
} from './reading-screen.repository.ts';

/**
 * The reading screen from memory. Ordering and counting a cycle's
 * 100,000 meters joins clients, meters, areas and readings; that costs hundreds of
 * milliseconds a request, while the answer changes only when clients, meters or areas change
 * (the route) or a reading is added (the recorded set). So each process keeps, per cycle:
 *
 * - the route: every row's meter and area in route order, valid while the database's
 *   `reading_set` counter and the cycle's status are unchanged;
 * - the recorded meters, valid while the `readings` counter is unchanged.
 *
 * Every request reads the counters (one small query) and rebuilds what is stale, so a change
 * made by any process is seen by the next request (docs/decisions/005-billing-cycles-and-readings.md).
 * Names, readings and averages of a page are always read fresh; a text search asks the
 * database which clients match and filters the route by them.
 */

type Route = {
  readingSet: number;
  open: boolean;
  meterIds: Int32Array;
  clientIds: Int32Array;
  areaIds: Int32Array;
};
type Recorded = { readings: number; meterIds: Set<number> };
type CycleEntry = { route?: Route; recorded?: Recorded; pending?: Promise<unknown> };

/** Cycles kept per database; the open one and a few recent ones are what screens show. */
const MAX_CYCLES = 4;

// Keyed by the database handle: tests run many apps, each on its own database, in one process.
const caches = new WeakMap<Db, Map<number, CycleEntry>>();

function entryFor(db: Db, cycleId: number): CycleEntry {
  let cycles = caches.get(db);
  if (!cycles) {
    cycles = new Map();
    caches.set(db, cycles);
  }
  const entry = cycles.get(cycleId) ?? {};
  // Map order is insertion order: re-inserting marks the entry as the most recently used.
  cycles.delete(cycleId);
  cycles.set(cycleId, entry);
  for (const oldest of cycles.keys()) {
    if (cycles.size <= MAX_CYCLES) break;
    cycles.delete(oldest);
  }
  return entry;
}

async function buildRoute(db: Db, cycle: CycleScope, counters: ChangeCounters): Promise<Route> {
  const keys = await listCycleRowKeys(db, cycle);
  return {
    readingSet: counters.readingSet,
    open: cycle.open,
    meterIds: Int32Array.from(keys, (key) => key.meter_id),
    clientIds: Int32Array.from(keys, (key) => key.client_id),
    areaIds: Int32Array.from(keys, (key) => key.area_id),
  };
}

async function buildRecorded(db: Db, cycleId: number, counters: ChangeCounters) {
  return {
    readings: counters.readings,
    meterIds: new Set(await listRecordedMeterIds(db, cycleId)),
  };
}

export type CycleView = { route: Route; recorded: Set<number> };

/** The cycle's route and recorded meters, rebuilt where the database has moved on. */
export async function cycleView(db: Db, cycle: CycleScope): Promise<CycleView> {
  const counters = await readChangeCounters(db);
  const entry = entryFor(db, cycle.id);
  // Counters are read before the data, so an entry is never older than its counters say;
  // at worst newer, and then the next request rebuilds it once more.
  const routeStale = () =>
    !entry.route || entry.route.readingSet < counters.readingSet || entry.route.open !== cycle.open;
  const recordedStale = () => !entry.recorded || entry.recorded.readings < counters.readings;
  while (routeStale() || recordedStale()) {
    if (entry.pending) {
      // Another request of this process is rebuilding: wait for it, then look again (it may
      // have started before this request's counters moved).
      await entry.pending.catch(() => undefined);
      continue;
    }
    const rebuild = (async () => {
      const [route, recorded] = await Promise.all([
        routeStale() ? buildRoute(db, cycle, counters) : entry.route,
        recordedStale() ? buildRecorded(db, cycle.id, counters) : entry.recorded,
      ]);
      entry.route = route;
      entry.recorded = recorded;
    })();
    entry.pending = rebuild;
    try {
      await rebuild;
    } finally {
      if (entry.pending === rebuild) entry.pending = undefined;
    }
  }
  return { route: entry.route as Route, recorded: (entry.recorded as Recorded).meterIds };
}

export type ViewFilter = {
  areaId?: number | undefined;
  tag?: TReadingTag | undefined;
  /** Only these clients' rows (a text search's result). */
  clientIds?: ReadonlySet<number> | undefined;
};

/** The meters of the view after the filters, in route order. */
export function filterView(view: CycleView, filter: ViewFilter): number[] {
  const { meterIds, clientIds, areaIds } = view.route;
  const wanted = filter.tag === undefined ? undefined : filter.tag === 'recorded';
  const out: number[] = [];
  for (let i = 0; i < meterIds.length; i += 1) {
    if (filter.areaId !== undefined && areaIds[i] !== filter.areaId) continue;
    if (filter.clientIds && !filter.clientIds.has(clientIds[i] as number)) continue;
    const meterId = meterIds[i] as number;
    if (wanted !== undefined && view.recorded.has(meterId) !== wanted) continue;
    out.push(meterId);
  }
  return out;
}

/** Rows of the cycle, and how many of them have a reading. */
export function countView(view: CycleView): { rows: number; recorded: number } {
  let recorded = 0;
  for (const meterId of view.route.meterIds) if (view.recorded.has(meterId)) recorded += 1;
  return { rows: view.route.meterIds.length, recorded };
}
