import type { ErrorCode } from '@prapa/contracts/errors';
import type { TReadingInput, TSavedReading, TSavedReadings } from '@prapa/contracts/readings';
import type { BillingCycleRow } from '../../db/schema/billing-cycles.ts';
import type { Tx } from '../../db/transaction.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findCycle } from '../billing-cycles/billing-cycles.repository.ts';
import { cycleClosed, cycleNotFound } from '../billing-cycles/billing-cycles.service.ts';
import { findInvoicedMeters } from '../invoices/invoices.repository.ts';
import { type Evaluation, evaluateReading } from './reading-evaluation.ts';
import { periodOf } from './reading-rules.ts';
import {
  findReadingContexts,
  type MeterReadingContext,
  type ReadingValues,
  type SavedReadingRow,
  upsertReadings,
} from './readings.repository.ts';

/** The cycle, share-locked: a close (FOR UPDATE) waits for this save, and the other way round. */
export async function writableCycle(tx: Tx, id: number): Promise<BillingCycleRow> {
  const cycle = await findCycle(tx, id, 'share');
  if (!cycle) throw cycleNotFound();
  if (cycle.status !== 'open') throw cycleClosed(cycle);
  return cycle;
}

export const cyclePeriod = (cycle: BillingCycleRow) =>
  periodOf(cycle.periodYear, cycle.periodMonth);

export function toSavedReading(row: SavedReadingRow): TSavedReading {
  return {
    id: row.id,
    cycle_id: row.cycle_id,
    meter_id: row.meter_id,
    client_id: row.client_id,
    previous_reading: row.previous_reading,
    current_reading: row.current_reading,
    units: row.units,
    rollover: row.rollover,
    estimated: row.estimated,
    note: row.note,
    flag: row.flag,
    read_at: new Date(row.read_at_ms).toISOString(),
  };
}

/** What an audit row keeps of a reading: enough to see what changed, not the whole row. */
export function auditedReading(values: {
  meter_id: number;
  current_reading: number | null;
  units: number | null;
  rollover?: boolean | null;
  note?: string | null;
  flag?: string | null;
}) {
  return {
    meter_id: values.meter_id,
    current_reading: values.current_reading,
    units: values.units,
    rollover: values.rollover ?? false,
    note: values.note ?? null,
    flag: values.flag ?? null,
  };
}

/** Readings that this save replaces, for the audit row's `before`. */
export function replacedReadings(contexts: Iterable<MeterReadingContext>) {
  return [...contexts].filter((c) => c.reading_id !== null).map(auditedReading);
}

/**
 * A reading that has been billed is part of an issued invoice: changing it would make the bill
 * disagree with the meter. Refused (409 READING_INVOICED) naming each such row. The cycle is
 * share-locked by then, and the bill run locks it for update, so no bill can slip in between.
 */
export async function refuseInvoiced(
  tx: Tx,
  cycleId: number,
  rows: readonly { meterId: number; path: string }[],
): Promise<void> {
  const invoiced = new Set(
    await findInvoicedMeters(
      tx,
      cycleId,
      rows.map((r) => r.meterId),
    ),
  );
  if (invoiced.size === 0) return;
  throw new AppError('READING_INVOICED', {
    fields: rows
      .filter((r) => invoiced.has(r.meterId))
      .map((r) => ({ path: r.path, message: 'READING_INVOICED' })),
  });
}

const SEVERITY: Record<Exclude<Evaluation['kind'], 'ok'>, ErrorCode> = {
  invalid: 'VALIDATION',
  needs_rollover: 'NEEDS_ROLLOVER_CONFIRMATION',
  needs_anomaly: 'NEEDS_ANOMALY_CONFIRMATION',
};

/**
 * Refuses the whole batch when any row is refused, reporting only the most serious kind: a
 * reading that cannot be right comes before one that needs a confirmation, so the reader is
 * not asked to confirm a batch that would fail anyway.
 */
function throwIfRefused(issues: { kind: keyof typeof SEVERITY; field: FieldIssue }[]): void {
  for (const kind of ['invalid', 'needs_rollover', 'needs_anomaly'] as const) {
    const fields = issues.filter((issue) => issue.kind === kind).map((issue) => issue.field);
    if (fields.length > 0) throw new AppError(SEVERITY[kind], { fields });
  }
}

function duplicateIssues(inputs: readonly TReadingInput[]) {
  const seen = new Set<string>();
  return inputs.flatMap((input, index) => {
    const key = `${input.cycle_id}:${input.meter_id}`;
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    const field = { path: `params.${index}.meter_id`, message: 'reading.duplicate_in_batch' };
    return [{ kind: 'invalid' as const, field }];
  });
}

/**
 * Saves one or many readings in one transaction: all of them or none. A meter already read in
 * the cycle has its reading updated. One audit row per cycle in the batch lists the readings
 * saved and the ones they replaced (a batch of 1,000 writes 1 audit row, not 1,000).
 */
export async function saveReadings(
  ctx: RequestContext,
  inputs: readonly TReadingInput[],
): Promise<TSavedReadings> {
  throwIfRefused(duplicateIssues(inputs));
  const byCycle = new Map<number, number[]>();
  inputs.forEach((input, index) => {
    const indexes = byCycle.get(input.cycle_id) ?? [];
    indexes.push(index);
    byCycle.set(input.cycle_id, indexes);
  });

  const saved = await withTransaction(ctx.db, async (tx) => {
    const plans: { cycle: BillingCycleRow; values: ReadingValues[]; before: unknown[] }[] = [];
    const issues: { kind: keyof typeof SEVERITY; field: FieldIssue }[] = [];
    for (const [cycleId, indexes] of byCycle) {
      const cycle = await writableCycle(tx, cycleId);
      const meterIds = indexes.map((i) => (inputs[i] as TReadingInput).meter_id);
      await refuseInvoiced(
        tx,
        cycle.id,
        indexes.map((i) => ({
          meterId: (inputs[i] as TReadingInput).meter_id,
          path: `params.${i}.current_reading`,
        })),
      );
      const contexts = new Map(
        (
          await findReadingContexts(
            tx,
            { id: cycle.id, period: cyclePeriod(cycle) },
            meterIds,
            'client',
          )
        ).map((c) => [c.meter_id, c]),
      );
      const values: ReadingValues[] = [];
      for (const index of indexes) {
        const input = inputs[index] as TReadingInput;
        const result = evaluateReading(input, contexts.get(input.meter_id));
        if (result.kind === 'ok') {
          values.push(result.values);
          continue;
        }
        const field =
          result.kind === 'invalid' && result.messageKey.startsWith('reading.meter')
            ? 'meter_id'
            : 'current_reading';
        issues.push({
          kind: result.kind,
          field: { path: `params.${index}.${field}`, message: result.messageKey },
        });
      }
      plans.push({ cycle, values, before: replacedReadings(contexts.values()) });
    }
    throwIfRefused(issues);

    const rows: SavedReadingRow[] = [];
    for (const plan of plans) {
      const period = cyclePeriod(plan.cycle);
      const cycleRows = await upsertReadings(
        tx,
        { id: plan.cycle.id, period },
        plan.values,
        ctx.account?.id ?? null,
        ctx.now,
      );
      rows.push(...cycleRows);
      await audit(tx, {
        ...auditFields(ctx),
        action: 'reading.save',
        entity: 'billing_cycle',
        entityId: plan.cycle.id,
        before: plan.before.length > 0 ? { readings: plan.before } : null,
        after: { readings: plan.values.map(auditedReading) },
      });
    }
    return rows;
  });

  const byKey = new Map(saved.map((row) => [`${row.cycle_id}:${row.meter_id}`, row]));
  const readings = inputs.map((input) => {
    const row = byKey.get(`${input.cycle_id}:${input.meter_id}`);
    if (!row) throw new Error(`reading of meter ${input.meter_id} was not saved`);
    return toSavedReading(row);
  });
  return { saved: readings.length, readings };
}
