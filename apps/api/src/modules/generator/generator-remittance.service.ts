import { type RemittanceSettings, remittanceDeadline } from '@prapa/domain/remittance';
import { fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';
import { findHolidays, findSettings } from '../remittance/remittance.repository.ts';
import {
  closeAndRemitDays,
  findCounterDays,
  type PlannedRemittance,
  startRemittanceFrom,
} from './generator-remittance.repository.ts';

export type RemittanceMonth = {
  /** 'YYYY-MM' of the remittances (and of the closes that wait). */
  month: string;
  days: string[];
  /** Per day, the date of the remittance that takes it; null when that date is not past yet. */
  remitOn: (string | null)[];
};

/**
 * The counter days of the closed months, each with the remittance that takes it: money is
 * remitted on its deadline (the office's settings and holidays, decision 021), so a Friday, a
 * Saturday and a Sunday go out together on Monday. Grouped by the month of that remittance, one
 * group per month of the plan (oldest first, empty ones included) so the progress has a fixed
 * number of steps. Days whose deadline is today or later are closed and left waiting.
 */
export function planRemittanceMonths(
  days: readonly string[],
  months: readonly string[],
  today: string,
  deadline: (day: string) => string,
): RemittanceMonth[] {
  const groups = months.map((month) => ({
    month,
    days: [] as string[],
    remitOn: [] as (string | null)[],
  }));
  const first = groups[0];
  const last = groups.at(-1);
  if (!first || !last) return [];
  for (const day of days) {
    const due = deadline(day);
    const remitOn = due < today ? due : null;
    const month = (remitOn ?? today).slice(0, 7);
    const group = groups.find((g) => g.month === month) ?? (month < first.month ? first : last);
    group.days.push(day);
    group.remitOn.push(remitOn);
  }
  return groups;
}

/** The group's remittances, one per date, numbered gapless per fiscal year in date order. */
async function numberRemittances(
  tx: Tx,
  group: RemittanceMonth,
  fiscalYearStartMonth: number,
): Promise<PlannedRemittance[]> {
  const dates = [...new Set(group.remitOn.filter((d): d is string => d !== null))].sort();
  const byYear = new Map<number, string[]>();
  for (const date of dates) {
    const parts = parseIsoDate(date);
    if (!parts) throw new Error(`bad remittance date ${date}`);
    const fy = fiscalYearBE(parts, fiscalYearStartMonth);
    byYear.set(fy, [...(byYear.get(fy) ?? []), date]);
  }
  const planned: PlannedRemittance[] = [];
  for (const [fiscalYear, own] of byYear) {
    const numbers = await takeDocumentNumbers(tx, 'remittance', fiscalYear, own.length);
    for (const [i, date] of own.entries()) {
      planned.push({ date, fiscalYear, seq: numbers.first + i, no: numbers.format(i) });
    }
  }
  return planned;
}

export type GenerateRemittancesInput = {
  months: readonly string[];
  today: string;
  fiscalYearStartMonth: number;
  /** Whoever remits: an administrator, or null. */
  remitter: number | null;
  runStep: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  report: (closes: number, month: string) => Promise<void>;
};

/**
 * Closes every cashier-day of the months before the current one and remits them, a month of
 * remittances per step; the current month's days stay open for the office to close. Returns
 * the closes written.
 */
export async function generateRemittances(db: Db, input: GenerateRemittancesInput) {
  const monthStart = `${input.today.slice(0, 7)}-01`;
  const days = await findCounterDays(db, monthStart);
  const settings = await findSettings(db);
  const rules: RemittanceSettings = {
    cycleDays: settings.cycle_days,
    deadlineDays: settings.deadline_days,
  };
  const holidays = new Set((await findHolidays(db)).map((h) => h.day));
  const groups = planRemittanceMonths(days, input.months, input.today, (day) =>
    remittanceDeadline(day, rules, holidays),
  );
  // Money before go-live is not asked for: the generated history is the system's from its start.
  if (days[0] !== undefined) await startRemittanceFrom(db, days[0]);
  let closes = 0;
  for (const group of groups) {
    const made = await input.runStep(async (tx) =>
      closeAndRemitDays(tx, {
        days: group.days,
        remitOn: group.remitOn,
        remittances: await numberRemittances(tx, group, input.fiscalYearStartMonth),
        remitter: input.remitter,
      }),
    );
    closes += made;
    await input.report(made, group.month);
  }
  return closes;
}
