import type {
  THoliday,
  TPending,
  TRemittance,
  TRemittanceSettings,
  TRemittanceSummary,
} from '@prapa/contracts/remittance';
import { bahtText } from '@prapa/domain/baht-text';
import { bangkokToday } from '@prapa/domain/bill-state';
import { type RemittanceSettings, remittanceDeadline } from '@prapa/domain/remittance';
import { fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';
import {
  deleteHoliday,
  findHolidays,
  findPendingAdjustments,
  findPendingDays,
  findRemittanceDays,
  findRemittanceLines,
  findRemittances,
  findSettings,
  fiscalStartMonth,
  insertRemittance,
  lockRemittable,
  markReceived,
  saveSettings,
  upsertHoliday,
} from './remittance.repository.ts';

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'remittance.not_found' });

export async function getSettings(ctx: RequestContext): Promise<TRemittanceSettings> {
  return findSettings(ctx.db);
}

export async function updateSettings(
  ctx: RequestContext,
  input: TRemittanceSettings,
): Promise<TRemittanceSettings> {
  await withTransaction(ctx.db, async (tx) => {
    const before = await findSettings(tx);
    await saveSettings(tx, input, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'remittance.settings',
      entity: 'remittance_settings',
      entityId: 1,
      before,
      after: input,
    });
  });
  return findSettings(ctx.db);
}

export async function listHolidays(ctx: RequestContext, year?: number): Promise<THoliday[]> {
  return findHolidays(ctx.db, year);
}

export async function saveHoliday(ctx: RequestContext, input: THoliday): Promise<THoliday[]> {
  const date = parseIsoDate(input.day);
  if (!date) {
    throw new AppError('VALIDATION', { fields: [{ path: 'day', message: 'v.dateFormat' }] });
  }
  await withTransaction(ctx.db, async (tx) => {
    await upsertHoliday(tx, input.day, input.name);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'remittance.holiday_save',
      entity: 'holiday',
      entityId: input.day,
      after: input,
    });
  });
  return findHolidays(ctx.db, date.year);
}

export async function removeHoliday(ctx: RequestContext, day: string): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    if (!(await deleteHoliday(tx, day))) {
      throw new AppError('NOT_FOUND', { messageKey: 'remittance.holiday_not_found' });
    }
    await audit(tx, {
      ...auditFields(ctx),
      action: 'remittance.holiday_delete',
      entity: 'holiday',
      entityId: day,
    });
  });
}

async function rulesOf(db: Db) {
  const settings = await findSettings(db);
  const holidays = new Set((await findHolidays(db)).map((h) => h.day));
  const rules: RemittanceSettings = {
    cycleDays: settings.cycle_days,
    deadlineDays: settings.deadline_days,
  };
  return { settings, holidays, rules };
}

/** What waits to be remitted, day by day, with each day's deadline. */
export async function getPending(ctx: RequestContext): Promise<TPending> {
  const { settings, holidays, rules } = await rulesOf(ctx.db);
  const today = bangkokToday(ctx.now);
  const days = await findPendingDays(ctx.db, settings.starts_on);
  const adjustments = await findPendingAdjustments(ctx.db);
  return {
    days: days.map((d) => {
      const deadline = remittanceDeadline(d.date, rules, holidays);
      return { ...d, deadline, late: today > deadline };
    }),
    adjustments: adjustments.n,
    adjustment_total: adjustments.total,
  };
}

/** The dashboard's warning: money collected and not remitted past its deadline. */
export async function getOverdue(ctx: RequestContext) {
  const pending = await getPending(ctx);
  const late = pending.days.filter((d) => d.late);
  return {
    late_days: late.length,
    oldest: late[0]?.date ?? null,
    amount: late.reduce((s, d) => s + d.cash + d.transfer, 0),
  };
}

/**
 * One remittance of every closed day up to `upTo` not yet remitted, every bank receipt dated
 * up to `upTo` not yet remitted, with every void after a close (or after a bank receipt's
 * remittance) not yet carried. Numbered in its own gapless series (RM…), in one transaction; two
 * remitters at once: the second waits on the closes' locks and finds nothing left (409).
 */
export async function createRemittance(ctx: RequestContext, upTo: string): Promise<TRemittance> {
  const account = requireAccount(ctx);
  const today = bangkokToday(ctx.now);
  const startMonth = await fiscalStartMonth(ctx.db);
  const id = await withTransaction(ctx.db, async (tx) => {
    const { starts_on } = await findSettings(tx);
    const { closes, adjustments, bank, bankVoids } = await lockRemittable(tx, starts_on, upTo);
    if (
      closes.length === 0 &&
      adjustments.length === 0 &&
      bank.length === 0 &&
      bankVoids.length === 0
    ) {
      throw new AppError('CONFLICT', { messageKey: 'remittance.nothing_to_remit' });
    }
    const parts = parseIsoDate(today);
    if (!parts) throw new Error(`bad today ${today}`);
    const fiscalYear = fiscalYearBE(parts, startMonth);
    const number = await takeDocumentNumbers(tx, 'remittance', fiscalYear, 1);
    const made = await insertRemittance(tx, {
      no: number.format(0),
      fiscalYear,
      seq: number.first,
      date: today,
      closeIds: closes.map((c) => c.id),
      adjustmentIds: adjustments,
      bankIds: bank.map((b) => b.id),
      bankVoidIds: bankVoids,
      at: ctx.now,
      by: account.id,
    });
    await audit(tx, {
      ...auditFields(ctx),
      action: 'remittance.create',
      entity: 'remittance',
      entityId: made.id,
      after: {
        remittance_no: number.format(0),
        days: [
          ...new Set([...closes.map((c) => c.close_date), ...bank.map((b) => b.receipt_date)]),
        ].sort(),
        closes: closes.length,
        adjustments: adjustments.length,
        bank_receipts: bank.length,
        bank_voids: bankVoids.length,
        cash: made.cash,
        transfer: made.transfer,
        adjustment: made.adjustment,
        total: made.total,
      },
    });
    return made.id;
  });
  return getRemittance(ctx, id);
}

export async function listRemittances(ctx: RequestContext): Promise<TRemittanceSummary[]> {
  return findRemittances(ctx.db);
}

export async function getRemittance(ctx: RequestContext, id: number): Promise<TRemittance> {
  const [summary] = await findRemittances(ctx.db, sql`m.id = ${id}`);
  if (!summary) throw notFound();
  const lines = await findRemittanceLines(ctx.db, id);
  const days = await findRemittanceDays(ctx.db, id);
  return {
    ...summary,
    lines,
    days,
    total_text: (summary.total < 0 ? 'ลบ' : '') + bahtText(Math.abs(summary.total)),
  };
}

export async function receiveRemittance(
  ctx: RequestContext,
  id: number,
  input: { received_on: string; deposit_slip_no: string },
): Promise<TRemittance> {
  const account = requireAccount(ctx);
  await withTransaction(ctx.db, async (tx) => {
    const result = await markReceived(tx, id, {
      receivedOn: input.received_on,
      slip: input.deposit_slip_no,
      by: account.id,
    });
    if (result === 'missing') throw notFound();
    if (result === 'already') {
      throw new AppError('CONFLICT', { messageKey: 'remittance.already_received' });
    }
    await audit(tx, {
      ...auditFields(ctx),
      action: 'remittance.received',
      entity: 'remittance',
      entityId: id,
      after: input,
    });
  });
  return getRemittance(ctx, id);
}
