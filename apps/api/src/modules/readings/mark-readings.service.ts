import type { TMarkReadingsParams } from '@prapa/contracts/billing-cycles';
import type { TSavedReadings } from '@prapa/contracts/readings';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { estimateReading } from './reading-evaluation.ts';
import { findReadingContexts, type ReadingValues, upsertReadings } from './readings.repository.ts';
import {
  auditedReading,
  cyclePeriod,
  refuseInvoiced,
  replacedReadings,
  toSavedReading,
  writableCycle,
} from './save-readings.service.ts';

/**
 * Records an estimated reading for each meter that could not be read (no access, broken), so
 * the cycle can close and bill. A meter already read for real is refused; an estimate may be
 * marked again (another note) or replaced by a real reading later. All or nothing.
 */
export async function markReadings(
  ctx: RequestContext,
  params: TMarkReadingsParams,
): Promise<TSavedReadings> {
  const meterIds = [...new Set(params.meter_ids)];
  return withTransaction(ctx.db, async (tx) => {
    const cycle = await writableCycle(tx, params.cycle_id);
    await refuseInvoiced(
      tx,
      cycle.id,
      params.meter_ids.map((meterId, index) => ({ meterId, path: `params.meter_ids.${index}` })),
    );
    const period = cyclePeriod(cycle);
    const contexts = await findReadingContexts(tx, { id: cycle.id, period }, meterIds, 'meter');
    const byMeter = new Map(contexts.map((c) => [c.meter_id, c]));
    const values: ReadingValues[] = [];
    const fields = params.meter_ids.flatMap((meterId, index) => {
      const context = byMeter.get(meterId);
      const result = context
        ? estimateReading(context, params.note)
        : { kind: 'invalid' as const, messageKey: 'reading.meter_not_found' };
      if (result.kind === 'invalid') {
        return [{ path: `params.meter_ids.${index}`, message: result.messageKey }];
      }
      if (params.meter_ids.indexOf(meterId) === index) values.push(result.values);
      return [];
    });
    if (fields.length > 0) throw new AppError('VALIDATION', { fields });

    const rows = await upsertReadings(
      tx,
      { id: cycle.id, period },
      values,
      ctx.account?.id ?? null,
      ctx.now,
    );
    const replaced = replacedReadings(contexts);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'reading.mark',
      entity: 'billing_cycle',
      entityId: cycle.id,
      before: replaced.length > 0 ? { readings: replaced } : null,
      after: { note: params.note, readings: values.map(auditedReading) },
    });
    const byId = new Map(rows.map((row) => [row.meter_id, row]));
    const readings = meterIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSavedReading(row)] : [];
    });
    return { saved: readings.length, readings };
  });
}
