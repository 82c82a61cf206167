import type {
  TInvestigationCheck,
  TInvestigationOutcome,
  TInvestigationOutcomeKind,
  TInvestigationSettings,
} from '@prapa/contracts/investigation';
import { averageValue, checkMember, type InvestigationSettings } from '@prapa/domain/investigation';
import { eq } from 'drizzle-orm';
import type { BillingCycleRow } from '../../db/schema/billing-cycles.ts';
import { clients } from '../../db/schema/clients.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findCycle } from '../billing-cycles/billing-cycles.repository.ts';
import { cycleNotFound } from '../billing-cycles/billing-cycles.service.ts';
import { clientNotFound } from '../clients/client-mapping.ts';
import { cyclePeriods, scopeOf, toOutcome, toSettingsDto } from './investigation.service.ts';
import {
  findCycleReading,
  findOutcomesByIds,
  insertOutcome,
  listClientOutcomes,
  listClientSpan,
} from './investigation-outcomes.repository.ts';
import {
  findInvestigationSettings,
  saveInvestigationSettings,
} from './investigation-settings.repository.ts';

/**
 * The member's own average in the cycle (tenths of a unit), kept with the outcome: the domain
 * rule on the member's few readings, so it is what the list showed. Null without history.
 */
async function averageTenthsOf(tx: Tx, cycle: BillingCycleRow, clientId: number) {
  const settings = await findInvestigationSettings(tx);
  const scope = await scopeOf(tx, cycle, null, settings);
  const readings = await listClientSpan(tx, clientId, scope.from, scope.period);
  const result = checkMember({
    readings,
    period: scope.period,
    cyclePeriods: await cyclePeriods(tx),
    areaMedian: null,
    active: true,
    settings,
  });
  const average = result ? averageValue(result.average) : null;
  return average === null ? null : Math.round(average * 10);
}

/**
 * Records what staff found for a member's reading in a cycle. The member leaves the cycle's
 * unchecked lists; the outcome stays in the member's history. Audited with the outcome.
 */
export async function recordOutcome(
  ctx: RequestContext,
  params: {
    cycle_id: number;
    client_id: number;
    check: TInvestigationCheck;
    outcome: TInvestigationOutcomeKind;
    note: string;
  },
): Promise<TInvestigationOutcome> {
  const account = requireAccount(ctx);
  const id = await withTransaction(ctx.db, async (tx) => {
    const cycle = await findCycle(tx, params.cycle_id);
    if (!cycle) throw cycleNotFound();
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, params.client_id));
    if (!client) throw clientNotFound();
    const reading = await findCycleReading(tx, params.cycle_id, params.client_id);
    if (!reading) {
      throw new AppError('CONFLICT', {
        messageKey: 'investigation.no_reading',
        params: { cycle: cycle.billCycleName },
      });
    }
    const averageTenths = await averageTenthsOf(tx, cycle, params.client_id);
    const outcomeId = await insertOutcome(tx, {
      cycleId: params.cycle_id,
      clientId: params.client_id,
      meterId: reading.meter_id,
      checkKind: params.check,
      outcome: params.outcome,
      note: params.note,
      units: reading.units,
      averageTenths,
      recordedBy: account.id,
      now: ctx.now,
    });
    await audit(tx, {
      ...auditFields(ctx),
      action: 'investigation.outcome',
      entity: 'client',
      entityId: params.client_id,
      after: {
        outcome_id: outcomeId,
        cycle_id: params.cycle_id,
        meter_id: reading.meter_id,
        check: params.check,
        outcome: params.outcome,
        note: params.note,
        units: reading.units,
      },
    });
    return outcomeId;
  });
  const [row] = await findOutcomesByIds(ctx.db, [id]);
  if (!row) throw new Error('recorded outcome not found');
  return toOutcome(row);
}

export async function getClientOutcomes(
  ctx: RequestContext,
  clientId: number,
): Promise<TInvestigationOutcome[]> {
  return (await listClientOutcomes(ctx.db, clientId)).map(toOutcome);
}

export async function getSettings(ctx: RequestContext): Promise<TInvestigationSettings> {
  return toSettingsDto(await findInvestigationSettings(ctx.db));
}

/** Administrators change the thresholds; the audit row keeps the old and the new values. */
export async function updateSettings(
  ctx: RequestContext,
  params: TInvestigationSettings,
): Promise<TInvestigationSettings> {
  const account = requireAccount(ctx);
  const next: InvestigationSettings = {
    averageCycles: params.average_cycles,
    abnormalMultiplePct: params.abnormal_multiple_pct,
    abnormalMinUnits: params.abnormal_min_units,
    constantCycles: params.constant_cycles,
    deviationPct: params.deviation_pct,
  };
  await withTransaction(ctx.db, async (tx) => {
    const before = await findInvestigationSettings(tx, 'update');
    await saveInvestigationSettings(tx, next, account.id, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'investigation.settings',
      entity: 'investigation_settings',
      entityId: 1,
      before: toSettingsDto(before),
      after: params,
    });
  });
  return toSettingsDto(next);
}
