import type { TReadingSyncResult, ZReadingSyncItem } from '@prapa/contracts/reading-sync';
import { canCallApi } from '@prapa/domain/access-list';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rawRows } from '../../db/raw-rows.ts';
import type { BillingCycleRow } from '../../db/schema/billing-cycles.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findInvoicedMeters } from '../invoices/invoices.repository.ts';
import { estimateReading, evaluateReading } from './reading-evaluation.ts';
import {
  findReadingContexts,
  type MeterReadingContext,
  type ReadingValues,
  type SavedReadingRow,
  upsertReadings,
} from './readings.repository.ts';
import {
  auditedReading,
  cyclePeriod,
  replacedReadings,
  toSavedReading,
  writableCycle,
} from './save-readings.service.ts';

type SyncItem = z.output<typeof ZReadingSyncItem>;
type Result = TReadingSyncResult;

const SEVERITY = {
  invalid: 'VALIDATION',
  needs_rollover: 'NEEDS_ROLLOVER_CONFIRMATION',
  needs_anomaly: 'NEEDS_ANOMALY_CONFIRMATION',
} as const;

function rejected(item: SyncItem, code: string, message: string): Result {
  return { sync_id: item.sync_id, status: 'rejected', code, message };
}

/** The ids of this batch already saved (an earlier send whose answer the phone did not get). */
async function knownSyncIds(tx: Tx, ids: readonly string[]) {
  // With each id, the meter's reading in that cycle as it is now: someone may have recorded the
  // meter again after this id was saved, and the phone then shows the server's figure.
  return rawRows<
    { sync_id: string; account_id: number } & (
      | SavedReadingRow
      | { [K in keyof SavedReadingRow]: null }
    )
  >(
    tx,
    sql`select s.sync_id::text, s.account_id, r.id, r.cycle_id, r.meter_id, r.client_id,
        r.previous_reading, r.current_reading, r.units, r.rollover, r.note, r.estimated, r.flag,
        r.replaced_meter_id, r.replaced_from_reading, r.replaced_to_reading, r.replaced_units,
        extract(epoch from r.read_at)::float8 * 1000 as read_at_ms
      from reading_sync_ids s
      left join meter_readings r on r.cycle_id = s.cycle_id and r.meter_id = s.meter_id
      where s.sync_id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid[])`,
  );
}

/** Who recorded the meters now in conflict, and when. */
async function recordedBy(tx: Tx, cycleId: number, meterIds: readonly number[]) {
  type Recorded = {
    meter_id: number;
    read_by: number | null;
    read_at_ms: number;
    name: string | null;
  };
  if (meterIds.length === 0) return new Map<number, Recorded>();
  const rows = await rawRows<Recorded>(
    tx,
    sql`select r.meter_id, r.read_by, extract(epoch from r.read_at)::float8 * 1000 as read_at_ms,
        a.full_name as name
      from meter_readings r left join accounts a on a.id = r.read_by
      where r.cycle_id = ${cycleId}
        and r.meter_id in (select (jsonb_array_elements_text(${JSON.stringify(meterIds)}::jsonb))::int)`,
  );
  return new Map(rows.map((row) => [row.meter_id, row]));
}

/** Estimates are a billing-cycle change (decision 015): office staff, not the meter reader. */
function mayEstimate(ctx: RequestContext): boolean {
  const account = ctx.account;
  return account !== null && canCallApi(account.role, account.flags, 'billing-cycles', 'write');
}

/** The meter was recorded after the round was downloaded, and the reader has not chosen. */
function changedSinceDownload(item: SyncItem, context: MeterReadingContext | undefined): boolean {
  if (!context || context.reading_id === null || item.overwrite) return false;
  return (
    context.current_reading !== item.base_reading &&
    context.current_reading !== item.current_reading
  );
}

/** One cycle's part of the batch: a result per item (in `results`), the readings to write. */
async function planCycle(
  tx: Tx,
  ctx: RequestContext,
  lang: Lang,
  cycleId: number,
  items: readonly SyncItem[],
  results: Map<string, Result>,
): Promise<void> {
  let cycle: BillingCycleRow;
  try {
    cycle = await writableCycle(tx, cycleId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = translate(lang, error.messageKey, error.params);
    for (const item of items) results.set(item.sync_id, rejected(item, error.code, message));
    return;
  }
  const meterIds = items.map((item) => item.meter_id);
  const invoiced = new Set(await findInvoicedMeters(tx, cycle.id, meterIds));
  const period = cyclePeriod(cycle);
  const contexts = new Map(
    (await findReadingContexts(tx, { id: cycle.id, period }, meterIds, 'client')).map((c) => [
      c.meter_id,
      c,
    ]),
  );
  // An estimate goes from the meter's own average (as `mark`), a reading is checked against
  // the client's.
  const estimated = items.filter((item) => item.note !== null).map((item) => item.meter_id);
  const meterContexts = new Map(
    (await findReadingContexts(tx, { id: cycle.id, period }, estimated, 'meter')).map((c) => [
      c.meter_id,
      c,
    ]),
  );
  const changed = items.filter((item) => changedSinceDownload(item, contexts.get(item.meter_id)));
  const who = await recordedBy(
    tx,
    cycle.id,
    changed.map((item) => item.meter_id),
  );
  // By someone else: the reader's own earlier send (typed again meanwhile) is no conflict.
  const conflicts = changed.filter(
    (item) => who.get(item.meter_id)?.read_by !== (ctx.account?.id ?? null),
  );

  const values: ReadingValues[] = [];
  const saving: SyncItem[] = [];
  for (const item of items) {
    const context = contexts.get(item.meter_id);
    if (invoiced.has(item.meter_id)) {
      results.set(
        item.sync_id,
        rejected(item, 'READING_INVOICED', translate(lang, 'READING_INVOICED')),
      );
      continue;
    }
    if (conflicts.includes(item) && context) {
      const by = who.get(item.meter_id);
      results.set(item.sync_id, {
        sync_id: item.sync_id,
        status: 'conflict',
        server_reading: context.current_reading as number,
        server_read_at: new Date(by?.read_at_ms ?? ctx.now.getTime()).toISOString(),
        server_read_by: by?.name ?? null,
        message: translate(lang, 'reading.sync_conflict', {
          reading: context.current_reading as number,
          name: by?.name ?? '-',
        }),
      });
      continue;
    }
    if (item.note !== null && !mayEstimate(ctx)) {
      results.set(
        item.sync_id,
        rejected(item, 'FORBIDDEN', translate(lang, 'reading.sync_estimate_forbidden')),
      );
      continue;
    }
    const forEstimate = meterContexts.get(item.meter_id);
    const result =
      item.note === null
        ? evaluateReading(item, context)
        : forEstimate
          ? estimateReading(forEstimate, item.note)
          : { kind: 'invalid' as const, messageKey: 'reading.meter_not_found' };
    if (result.kind !== 'ok') {
      results.set(
        item.sync_id,
        rejected(item, SEVERITY[result.kind], translate(lang, result.messageKey)),
      );
      continue;
    }
    values.push(result.values);
    saving.push(item);
  }
  if (values.length === 0) return;

  const touched = new Set(values.map((v) => v.meter_id));
  const before = replacedReadings([...contexts.values()].filter((c) => touched.has(c.meter_id)));
  const rows = await upsertReadings(
    tx,
    { id: cycle.id, period },
    values,
    ctx.account?.id ?? null,
    ctx.now,
  );
  const byMeter = new Map(rows.map((row) => [row.meter_id, row]));
  const saved = saving.map((item) => ({ item, row: byMeter.get(item.meter_id) }));
  await tx.execute(
    sql`insert into reading_sync_ids (sync_id, account_id, cycle_id, meter_id, reading_id)
      select x.sync_id::uuid, ${ctx.account?.id ?? null}::int, ${cycle.id}::int, x.meter_id, x.reading_id
      from jsonb_to_recordset(${JSON.stringify(
        saved.map(({ item, row }) => ({
          sync_id: item.sync_id,
          meter_id: item.meter_id,
          reading_id: row?.id ?? null,
        })),
      )}::jsonb) as x(sync_id text, meter_id int, reading_id int)`,
  );
  for (const { item, row } of saved) {
    results.set(item.sync_id, {
      sync_id: item.sync_id,
      status: 'saved',
      duplicate: false,
      reading: row ? toSavedReading(row) : null,
    });
  }
  await audit(tx, {
    ...auditFields(ctx),
    action: 'reading.sync',
    entity: 'billing_cycle',
    entityId: cycle.id,
    before: before.length > 0 ? { readings: before } : null,
    after: { readings: values.map(auditedReading), sync_ids: saving.map((item) => item.sync_id) },
  });
}

/**
 * Saves readings recorded offline (decision 025) in one transaction, each with its own outcome:
 * saved (or saved before: `duplicate`), a conflict with a reading someone else recorded since
 * the round was downloaded, or rejected by the same checks as the reading screen.
 */
export async function syncReadings(
  ctx: RequestContext,
  lang: Lang,
  items: readonly SyncItem[],
): Promise<{ results: Result[] }> {
  const results = await withTransaction(ctx.db, async (tx) => {
    const results = new Map<string, Result>();
    const known = new Map(
      (
        await knownSyncIds(
          tx,
          items.map((item) => item.sync_id),
        )
      ).map((row) => [row.sync_id, row]),
    );
    const seenMeters = new Set<string>();
    const byCycle = new Map<number, SyncItem[]>();
    for (const item of items) {
      if (results.has(item.sync_id)) continue;
      const earlier = known.get(item.sync_id);
      if (earlier) {
        results.set(
          item.sync_id,
          earlier.account_id === ctx.account?.id
            ? {
                sync_id: item.sync_id,
                status: 'saved',
                duplicate: true,
                reading: earlier.id === null ? null : toSavedReading(earlier),
              }
            : rejected(item, 'CONFLICT', translate(lang, 'reading.sync_id_taken')),
        );
        continue;
      }
      const meterKey = `${item.cycle_id}:${item.meter_id}`;
      if (seenMeters.has(meterKey)) {
        results.set(
          item.sync_id,
          rejected(item, 'VALIDATION', translate(lang, 'reading.duplicate_in_batch')),
        );
        continue;
      }
      seenMeters.add(meterKey);
      const list = byCycle.get(item.cycle_id) ?? [];
      list.push(item);
      byCycle.set(item.cycle_id, list);
    }
    for (const [cycleId, list] of byCycle) {
      await planCycle(tx, ctx, lang, cycleId, list, results);
    }
    return results;
  });
  return {
    results: items.map((item) => {
      const result = results.get(item.sync_id);
      if (!result) throw new Error(`no outcome for reading ${item.sync_id}`);
      // The same id twice in one batch: the second is the first, sent again.
      return result;
    }),
  };
}
