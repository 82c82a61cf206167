import type { TReadingInput } from '@prapa/contracts/readings';
import { BANGKOK_UTC_OFFSET_MS, bangkokDateParts } from '@prapa/domain/thai-date';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  closeBillingCycle,
  listBillingCycles,
  openBillingCycle,
} from '../../modules/billing-cycles/billing-cycles.service.ts';
import { markReadings } from '../../modules/readings/mark-readings.service.ts';
import { listMetersToRead, setInitialReading } from '../../modules/readings/readings.repository.ts';
import { saveReadings } from '../../modules/readings/save-readings.service.ts';

/** Six monthly cycles up to the current month; all but the newest closed. */
export const DEMO_CYCLE_MONTHS = 6;
/** Share of meters already read in the open (newest) cycle. */
export const DEMO_OPEN_CYCLE_RECORDED = 0.6;
/** Where the demo's roll-over meter starts: a 4-digit register about to pass 9999. */
const ROLLOVER_START = 9950;

/** Hot season (March–May) uses most, the rainy season least. */
const SEASON = [1.0, 1.05, 1.2, 1.3, 1.2, 1.0, 0.9, 0.85, 0.85, 0.9, 0.95, 1.0];

/** Deterministic 0 ≤ x < 1 from a few integers (mulberry32 over a simple mix). */
function random(...keys: number[]): number {
  let seed = keys.reduce((acc, key) => Math.imul(acc ^ key, 0x9e3779b1) >>> 0, 0x2545f491);
  seed = (seed + 0x6d2b79f5) >>> 0;
  let x = Math.imul(seed ^ (seed >>> 15), seed | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}

/**
 * Units of one month: a base per client (households 9–26 m³, business 40–110 m³) times the
 * season and ±15 % noise. Month to month it stays well within half to double the average, so
 * only the anomalies planted below are flagged.
 */
function usageOf(memberId: number, business: boolean, year: number, month: number): number {
  const base = business ? 40 + 70 * random(memberId, 1) : 9 + 17 * random(memberId, 1);
  const noise = 0.85 + 0.3 * random(memberId, year, month);
  const units = Math.round(base * (SEASON[month - 1] ?? 1) * noise);
  return business ? units : Math.min(35, Math.max(8, units));
}

/** An instant on a Bangkok calendar day and hour. */
function bangkokAt(year: number, month: number, day: number, hour: number): Date {
  return new Date(Date.UTC(year, month - 1, day, hour) - BANGKOK_UTC_OFFSET_MS);
}

function lastMonths(now: Date, count: number): { year: number; month: number }[] {
  const { year, month } = bangkokDateParts(now);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Billing cycles and meter readings for the demo clients, through the services (audited as the
 * seed): the last six months up to the current one, every meter read in the five closed
 * cycles (one "no access" estimate, a leak and a near-empty house flagged, one 4-digit meter
 * rolling over) and about 60 % read in the open one, so the reading screen shows progress.
 * Runs only on a database without any cycle, so a second seed changes nothing.
 */
export async function seedDemoReadings(ctx: RequestContext): Promise<void> {
  if ((await listBillingCycles(ctx)).length > 0) return;
  const meters = await listMetersToRead(ctx.db);
  const rolloverMeter = meters.find((m) => m.digits === 4 && !m.has_readings);
  if (rolloverMeter) {
    await setInitialReading(ctx.db, rolloverMeter.meter_id, ROLLOVER_START);
    rolloverMeter.initial_reading = ROLLOVER_START;
  }
  const registers = new Map(meters.map((m) => [m.meter_id, m.initial_reading]));
  const households = meters.filter((m) => m.tariff_code !== 'BUS');
  const leak = households[3]?.meter_id;
  const emptyHouse = households[11]?.meter_id;
  const noAccess = households[5]?.meter_id;
  const today = bangkokDateParts(ctx.now);
  const months = lastMonths(ctx.now, DEMO_CYCLE_MONTHS);

  for (const [index, { year, month }] of months.entries()) {
    const newest = index === months.length - 1;
    const at = (day: number, hour: number) => ({ ...ctx, now: bangkokAt(year, month, day, hour) });
    const cycle = await openBillingCycle(at(1, 8), {
      year,
      month,
      bill_cut_off: iso(year, month, 25),
    });
    const inputs: TReadingInput[] = [];
    const marked: number[] = [];
    for (const meter of meters) {
      if (newest && random(meter.member_id, 7) >= DEMO_OPEN_CYCLE_RECORDED) continue;
      if (!newest && index === 3 && meter.meter_id === noAccess) {
        marked.push(meter.meter_id);
        continue;
      }
      let units = usageOf(meter.member_id, meter.tariff_code === 'BUS', year, month);
      if (index === 4 && meter.meter_id === leak) units *= 3;
      if (index === 2 && meter.meter_id === emptyHouse) units = Math.max(1, Math.round(units / 5));
      const register = registers.get(meter.meter_id) ?? 0;
      inputs.push({
        cycle_id: cycle.id,
        meter_id: meter.meter_id,
        current_reading: (register + units) % 10 ** meter.digits,
        confirm_rollover: true,
        confirm_anomaly: true,
      });
    }

    const readDay = newest ? Math.max(1, today.day - 1) : 20;
    for (let start = 0; start < inputs.length; start += 1000) {
      const saved = await saveReadings(at(readDay, 10), inputs.slice(start, start + 1000));
      for (const reading of saved.readings)
        registers.set(reading.meter_id, reading.current_reading);
    }
    if (marked.length > 0) {
      const estimated = await markReadings(at(readDay, 15), {
        cycle_id: cycle.id,
        meter_ids: marked,
        note: 'no_access',
      });
      for (const reading of estimated.readings) {
        registers.set(reading.meter_id, reading.current_reading);
      }
    }
    if (!newest) await closeBillingCycle(at(28, 16), cycle.id);
  }
}
