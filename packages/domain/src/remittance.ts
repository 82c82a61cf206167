/**
 * Remittance rules (docs/decisions/021): business days, the deadline for money collected on a
 * day, the cashier's count by note and coin, and a remittance's totals. Dates are ISO
 * 'YYYY-MM-DD' calendar days (Bangkok); holidays are the office's calendar.
 */

export type RemittanceSettings = {
  /** 1 = remit every business day; N = every N business days. */
  cycleDays: number;
  /** Business days after the cycle's last day by which the money must be remitted (default 1). */
  deadlineDays: number;
};

export const DEFAULT_REMITTANCE_SETTINGS: RemittanceSettings = { cycleDays: 1, deadlineDays: 1 };

function parse(iso: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`not an ISO date: ${iso}`);
  return new Date(`${iso}T00:00:00.000Z`);
}

export function addDays(iso: string, days: number): string {
  const d = parse(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return parse(iso).getUTCDay();
}

export function isBusinessDay(iso: string, holidays: ReadonlySet<string>): boolean {
  const day = weekdayOf(iso);
  return day !== 0 && day !== 6 && !holidays.has(iso);
}

/**
 * The n-th business day after `iso` (not counting `iso` itself); n = 0 gives `iso` when it is a
 * business day, else the next one.
 */
export function addBusinessDays(iso: string, n: number, holidays: ReadonlySet<string>): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`business days ${n}`);
  let day = iso;
  if (n === 0) {
    while (!isBusinessDay(day, holidays)) day = addDays(day, 1);
    return day;
  }
  let left = n;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

/**
 * The last day to remit money collected on `collectedOn`. The day of collection counts as the
 * first day of its cycle (the strictest reading), so a cycle of N business days ends N − 1
 * business days later and the deadline is `deadlineDays` business days after that.
 * Daily with the default deadline: the next business day.
 */
export function remittanceDeadline(
  collectedOn: string,
  settings: RemittanceSettings,
  holidays: ReadonlySet<string>,
): string {
  return addBusinessDays(collectedOn, settings.cycleDays - 1 + settings.deadlineDays, holidays);
}

/** Money is late once the deadline day has passed (the deadline day itself is still in time). */
export function isPastRemittanceDeadline(
  collectedOn: string,
  today: string,
  settings: RemittanceSettings,
  holidays: ReadonlySet<string>,
): boolean {
  return today > remittanceDeadline(collectedOn, settings, holidays);
}

/** Thai banknotes and coins in satang, largest first (the 25- and 50-satang coins included). */
export const THAI_DENOMINATIONS = [
  100_000, 50_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 25,
] as const;

/** What a count by note and coin adds up to; unknown denominations or bad counts are refused. */
export function countedTotal(counts: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const [value, count] of Object.entries(counts)) {
    const satang = Number(value);
    if (!(THAI_DENOMINATIONS as readonly number[]).includes(satang)) {
      throw new RangeError(`not a Thai note or coin: ${value}`);
    }
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`count ${count}`);
    total += satang * count;
  }
  return total;
}

export type RemittanceLine = {
  kind: 'receipt' | 'void';
  /** 'cash'; anything else (bank transfer, cheque) is counted as transfer. */
  method: string;
  /** Positive for a receipt, negative for a void after the close. */
  amountSatang: number;
};

export type RemittanceTotals = {
  cash: number;
  transfer: number;
  /** Voids after a close (negative). */
  adjustment: number;
  total: number;
  receipts: number;
};

/** Totals of a remittance, cash and transfer apart; adjustments never hide inside them. */
export function remittanceTotals(lines: readonly RemittanceLine[]): RemittanceTotals {
  const totals = { cash: 0, transfer: 0, adjustment: 0, total: 0, receipts: 0 };
  for (const line of lines) {
    if (line.kind === 'void') totals.adjustment += line.amountSatang;
    else {
      totals.receipts += 1;
      if (line.method === 'cash') totals.cash += line.amountSatang;
      else totals.transfer += line.amountSatang;
    }
  }
  totals.total = totals.cash + totals.transfer + totals.adjustment;
  return totals;
}

/**
 * Collection days grouped by their deadline (one group per remittance the cycle asks for),
 * in date order: with a daily cycle every business day is its own group; with N days, the days
 * sharing a deadline go together.
 */
export function groupByDeadline(
  days: readonly string[],
  settings: RemittanceSettings,
  holidays: ReadonlySet<string>,
): { deadline: string; days: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const day of [...new Set(days)].sort()) {
    const deadline = remittanceDeadline(day, settings, holidays);
    const group = groups.get(deadline);
    if (group) group.push(day);
    else groups.set(deadline, [day]);
  }
  return [...groups].map(([deadline, grouped]) => ({ deadline, days: grouped }));
}
