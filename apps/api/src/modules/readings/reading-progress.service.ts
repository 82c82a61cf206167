import type { TAreaReadingProgress, TReadingProgress } from '@prapa/contracts/dashboard';
import type { RequestContext } from '../../lib/request-context.ts';
import { findNewestCycle, findOpenCycle } from '../billing-cycles/billing-cycles.repository.ts';
import { toCycleSummary } from '../billing-cycles/billing-cycles.service.ts';
import { listAreas } from '../config/areas.repository.ts';
import { cycleView } from './reading-screen-cache.ts';

/**
 * How far reading has come in the open cycle (else the newest), overall and per area in the
 * readers' route order, from the reading screen's cached view of the cycle.
 */
export async function getReadingProgress(ctx: RequestContext): Promise<TReadingProgress> {
  const cycle = (await findOpenCycle(ctx.db)) ?? (await findNewestCycle(ctx.db));
  if (!cycle) return { cycle: null, count_noted: 0, active_meter: 0, areas: [] };
  const view = await cycleView(ctx.db, { id: cycle.id, open: cycle.status === 'open' });
  const perArea = new Map<number, { noted: number; meters: number }>();
  const { meterIds, areaIds } = view.route;
  let noted = 0;
  for (let i = 0; i < meterIds.length; i += 1) {
    const areaId = areaIds[i] as number;
    const counts = perArea.get(areaId) ?? { noted: 0, meters: 0 };
    counts.meters += 1;
    if (view.recorded.has(meterIds[i] as number)) {
      counts.noted += 1;
      noted += 1;
    }
    perArea.set(areaId, counts);
  }
  const areas: TAreaReadingProgress[] = [];
  for (const area of await listAreas(ctx.db)) {
    const counts = perArea.get(area.id);
    if (!counts) continue;
    areas.push({
      area_id: area.id,
      area_name: area.areaName,
      count_noted: counts.noted,
      active_meter: counts.meters,
    });
  }
  return {
    cycle: toCycleSummary(cycle),
    count_noted: noted,
    active_meter: meterIds.length,
    areas,
  };
}
