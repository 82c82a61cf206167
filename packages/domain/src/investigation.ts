/**
 * The investigation checks (spec §1, §2, §9; issue 17) as pure rules over one member's reading
 * history held in memory. The API computes the same rules set-based in SQL
 * (apps/api/src/modules/investigation/investigation-lists.repository.ts); a test checks that the
 * two agree on generated data. All comparisons are in integers (percentages as whole numbers,
 * "× average" as sum × 100 against units × count × 100), so both sides agree exactly.
 */

export type InvestigationSettings = {
  /** K: the average is taken over this many cycles before the one checked. */
  averageCycles: number;
  /** Abnormal high bill: units above this percentage of the average (200 = twice). */
  abnormalMultiplePct: number;
  /** Abnormal high bill: and at least this many units (1 → 3 units is not abnormal). */
  abnormalMinUnits: number;
  /** Constant meter: 0 units (or estimated) in this many consecutive cycles, the checked one last. */
  constantCycles: number;
  /** High/low: units differ from the average by more than this percentage. */
  deviationPct: number;
};

export const DEFAULT_INVESTIGATION_SETTINGS: InvestigationSettings = {
  averageCycles: 6,
  abnormalMultiplePct: 200,
  abnormalMinUnits: 10,
  constantCycles: 3,
  deviationPct: 30,
};

/** Bounds an administrator may set (the settings form and the API check them). */
export const INVESTIGATION_SETTING_BOUNDS: Record<
  keyof InvestigationSettings,
  { min: number; max: number }
> = {
  averageCycles: { min: 1, max: 24 },
  abnormalMultiplePct: { min: 101, max: 1000 },
  abnormalMinUnits: { min: 0, max: 100_000 },
  constantCycles: { min: 2, max: 24 },
  deviationPct: { min: 1, max: 500 },
};

/** One meter's reading in one cycle; `period` = year × 12 + month − 1. */
export type HistoryReading = {
  period: number;
  meterId: number;
  /** Roll-over already included. */
  units: number;
  estimated: boolean;
};

/** A member's usage in one cycle: the sum over its meters (two after a replacement). */
export type MonthUsage = {
  period: number;
  units: number;
  /** Any of the month's readings was an estimate. */
  estimated: boolean;
  /**
   * The meter changed this month: two meters read, or a different meter than last month's.
   * The first month a member is read is not a replacement.
   */
  replacement: boolean;
};

/**
 * Readings grouped per cycle, oldest first. Meter ids grow with installation, so the newest
 * meter of a month is the highest id; a month whose lowest meter differs from the previous
 * month's highest changed meters.
 */
export function monthlyUsage(readings: readonly HistoryReading[]): MonthUsage[] {
  const byPeriod = new Map<
    number,
    { units: number; estimated: boolean; minMeter: number; maxMeter: number; n: number }
  >();
  for (const r of readings) {
    const m = byPeriod.get(r.period);
    if (m) {
      m.units += r.units;
      m.estimated ||= r.estimated;
      m.minMeter = Math.min(m.minMeter, r.meterId);
      m.maxMeter = Math.max(m.maxMeter, r.meterId);
      m.n += 1;
    } else {
      byPeriod.set(r.period, {
        units: r.units,
        estimated: r.estimated,
        minMeter: r.meterId,
        maxMeter: r.meterId,
        n: 1,
      });
    }
  }
  const periods = [...byPeriod.keys()].sort((a, b) => a - b);
  let previousMax: number | null = null;
  return periods.map((period) => {
    const m = byPeriod.get(period)!;
    const replacement = m.n > 1 || (previousMax !== null && m.minMeter !== previousMax);
    previousMax = m.maxMeter;
    return { period, units: m.units, estimated: m.estimated, replacement };
  });
}

/** Sum and count of the usable months (not estimated, no meter change) among `periods`. */
export type UsageAverage = { sum: number; count: number };

export function usageAverage(
  months: readonly MonthUsage[],
  windowPeriods: readonly number[],
): UsageAverage {
  const window = new Set(windowPeriods);
  let sum = 0;
  let count = 0;
  for (const m of months) {
    if (!window.has(m.period) || m.estimated || m.replacement) continue;
    sum += m.units;
    count += 1;
  }
  return { sum, count };
}

/** The average as a number (null without a usable month). */
export function averageValue(avg: UsageAverage): number | null {
  return avg.count === 0 ? null : avg.sum / avg.count;
}

/** The median of some units (null for none): the middle one, or the mean of the two middle ones. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Abnormal high bill. With an own average: units > multiple × average and units ≥ the minimum.
 * Without one (a new member, or only estimated / replacement months in the window): the same
 * against the area's median of the cycle. An estimated month is never abnormal: it is the
 * average already.
 */
export function isAbnormalHigh(
  current: MonthUsage,
  avg: UsageAverage,
  areaMedian: number | null,
  settings: InvestigationSettings,
): boolean {
  if (current.estimated || current.units < settings.abnormalMinUnits) return false;
  if (avg.count > 0) {
    return current.units * avg.count * 100 > settings.abnormalMultiplePct * avg.sum;
  }
  if (areaMedian === null) return false;
  // The median of integers is a whole or half number: compare doubled, in integers.
  return current.units * 200 > settings.abnormalMultiplePct * Math.round(areaMedian * 2);
}

export type Deviation = 'higher' | 'lower' | null;

/**
 * High/low: units differ from the own average by more than the threshold (strictly). An average
 * of 0 with some units now is "higher" (the percentage is undefined). Estimated months and
 * members without an average are not checked.
 */
export function deviation(
  current: MonthUsage,
  avg: UsageAverage,
  settings: InvestigationSettings,
): Deviation {
  if (current.estimated || avg.count === 0) return null;
  const diff = current.units * avg.count - avg.sum;
  if (avg.sum === 0) return current.units > 0 ? 'higher' : null;
  if (Math.abs(diff) * 100 <= settings.deviationPct * avg.sum) return null;
  return diff > 0 ? 'higher' : 'lower';
}

export type ConstantKind = 'zero' | 'estimated' | null;

/**
 * Constant meter: the meter has a reading in each of the `periods` (the last `constantCycles`
 * cycles of the utility, the checked one included) and every one is 0 units ('zero'), or every
 * one is an estimate ('estimated'). Only for an active member. A gap (a cycle without a
 * reading) breaks the run.
 */
export function constantKind(
  meterReadings: readonly HistoryReading[],
  periods: readonly number[],
  active: boolean,
): ConstantKind {
  if (!active || periods.length === 0) return null;
  const byPeriod = new Map(meterReadings.map((r) => [r.period, r]));
  const run = periods.map((p) => byPeriod.get(p));
  if (run.some((r) => r === undefined)) return null;
  if (run.every((r) => r!.units === 0)) return 'zero';
  if (run.every((r) => r!.estimated)) return 'estimated';
  return null;
}

/** Difference from the basis in units and percent (null percent for a basis of 0). */
export function differenceFrom(units: number, basis: number | null) {
  if (basis === null) return { diffUnits: null, diffPct: null };
  const diffUnits = units - basis;
  return { diffUnits, diffPct: basis === 0 ? null : (diffUnits / basis) * 100 };
}

/**
 * The cycles a check looks at: `before`, the K cycles before `period` (the average's window);
 * `upTo`, the constant-meter run (`period` and the cycles before it); `from`, the earliest period
 * read at all: the window, one cycle more (so a meter change in the window's first month is
 * seen) and the run. A meter change across a longer gap in reading is not seen.
 */
export function checkPeriods(
  cyclePeriods: readonly number[],
  period: number,
  settings: InvestigationSettings,
) {
  const sorted = [...new Set(cyclePeriods)].sort((a, b) => b - a);
  const earlier = sorted.filter((p) => p < period);
  const before = earlier.slice(0, settings.averageCycles);
  const upTo = sorted.filter((p) => p <= period).slice(0, settings.constantCycles);
  const from = Math.min(
    earlier[settings.averageCycles] ?? earlier.at(-1) ?? period,
    upTo.at(-1) ?? period,
  );
  return { before, upTo, from };
}

export type MemberCheck = {
  abnormal: boolean;
  deviation: Deviation;
  constant: ConstantKind;
  average: UsageAverage;
};

/**
 * Every check for one member in the cycle `period`. `cyclePeriods` are the utility's cycle
 * periods (any order); `areaMedian` is the median units of the member's area in the cycle.
 */
export function checkMember(input: {
  readings: readonly HistoryReading[];
  period: number;
  cyclePeriods: readonly number[];
  areaMedian: number | null;
  active: boolean;
  settings: InvestigationSettings;
}): MemberCheck | null {
  const { before, upTo, from } = checkPeriods(input.cyclePeriods, input.period, input.settings);
  const months = monthlyUsage(
    input.readings.filter((r) => r.period >= from && r.period <= input.period),
  );
  const current = months.find((m) => m.period === input.period);
  if (!current) return null;
  const average = usageAverage(months, before);
  const currentMeter = Math.max(
    ...input.readings.filter((r) => r.period === input.period).map((r) => r.meterId),
  );
  const constant =
    upTo.length < input.settings.constantCycles
      ? null
      : constantKind(
          input.readings.filter((r) => r.meterId === currentMeter),
          upTo,
          input.active,
        );
  return {
    abnormal: isAbnormalHigh(current, average, input.areaMedian, input.settings),
    deviation: deviation(current, average, input.settings),
    constant,
    average,
  };
}
