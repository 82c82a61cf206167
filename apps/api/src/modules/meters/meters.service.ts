import type { TClient } from '@prapa/contracts/clients';
import type {
  TMeterDuplicate,
  TMeterHistoryItem,
  TReplaceMeterParams,
} from '@prapa/contracts/meters';
import { formatMemberId, parseMemberId } from '@prapa/domain/member-id';
import type { ReadingError } from '@prapa/domain/meter-reading';
import { finalMeterUnits } from '@prapa/domain/meter-replacement';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { clientNotFound, fieldError, fullnameOf } from '../clients/client-mapping.ts';
import { getClient } from '../clients/client-queries.service.ts';
import { findClientForUpdate, findClientIdByMemberId } from '../clients/clients.repository.ts';
import { findLatestMeterReading } from '../readings/readings.repository.ts';
import { assertCalendarDate, checkNewMeter, withFreeMeterNo } from './meter-checks.ts';
import {
  closeMeter,
  findInstalledMeterForUpdate,
  findInstalledMeterHolder,
  insertMeter,
  listMeterHistory,
} from './meters.repository.ts';

const FINAL_READING_MESSAGES: Record<ReadingError, string> = {
  INVALID_READING: 'v.reading',
  READING_EXCEEDS_DIGITS: 'client_reading_too_large',
  NEGATIVE_WITHOUT_ROLLOVER: 'meter_final_below_last_reading',
  NEEDS_ROLLOVER_CONFIRMATION: 'meter_final_needs_rollover',
};

function finalReadingError(error: ReadingError): AppError {
  const messageKey = FINAL_READING_MESSAGES[error];
  const fields = [{ path: 'params.final_reading', message: messageKey }];
  if (error === 'NEEDS_ROLLOVER_CONFIRMATION') {
    return new AppError('NEEDS_ROLLOVER_CONFIRMATION', { messageKey, fields });
  }
  return fieldError('params.final_reading', messageKey);
}

function memberIdOf(text: string, path: string): number {
  const memberId = parseMemberId(text);
  if (memberId === null) throw fieldError(path, 'client_member_id_invalid');
  return memberId;
}

/** Is the number on an installed meter of someone other than `clientId` (a member id)? */
export async function lookupDuplicateMeterNo(
  ctx: RequestContext,
  query: { meter_no: string; client_id: string | null },
): Promise<TMeterDuplicate> {
  const exceptMemberId = query.client_id === null ? null : memberIdOf(query.client_id, 'client_id');
  const holder = await findInstalledMeterHolder(ctx.db, query.meter_no);
  if (!holder || holder.memberId === exceptMemberId) return { duplicate: false };
  return {
    duplicate: true,
    client_id: formatMemberId(holder.memberId),
    fullname: fullnameOf(holder),
  };
}

/** Every meter the client (deleted clients too: history) has had, newest first. */
export async function getMeterHistory(
  ctx: RequestContext,
  clientId: string,
): Promise<TMeterHistoryItem[]> {
  const id = await findClientIdByMemberId(ctx.db, memberIdOf(clientId, 'client_id'), true);
  if (id === undefined) throw clientNotFound();
  const rows = await listMeterHistory(ctx.db, id);
  return rows.map((row) => ({
    meter_id: row.id,
    meterNo: row.meterNo,
    meter_type_id: row.meterTypeId,
    meter_type_name: row.meterTypeName,
    meterSize: row.meterSize,
    meter_digit: row.digits,
    initial_reading: row.initialReading,
    installed_on: row.installedOn,
    removed_on: row.removedOn,
    final_reading: row.finalReading,
    last_reading: row.finalReading ?? row.latestReading ?? row.initialReading,
    current: row.removedOn === null,
  }));
}

/**
 * Closes the installed meter at its final reading and installs the new one, together. Usage
 * is then never computed across two meters; the old number is free again.
 */
export async function replaceMeter(
  ctx: RequestContext,
  params: TReplaceMeterParams,
): Promise<TClient> {
  const memberId = memberIdOf(params.client_id, 'params.client_id');
  assertCalendarDate(params.removed_on, 'params.removed_on');
  if (params.installed_on < params.removed_on) {
    throw fieldError('params.installed_on', 'meter_installed_before_removed');
  }
  const clientId = await withFreeMeterNo(ctx.db, params.meter_no, () =>
    withTransaction(ctx.db, async (tx) => {
      const id = await findClientIdByMemberId(tx, memberId);
      const client = id === undefined ? undefined : await findClientForUpdate(tx, id);
      if (!client) throw clientNotFound();
      const current = await findInstalledMeterForUpdate(tx, client.id);
      if (!current) throw new AppError('CONFLICT', { messageKey: 'client_has_no_meter' });
      const old = current.meter;
      if (params.removed_on < old.installedOn) {
        throw fieldError('params.removed_on', 'meter_removed_before_installed');
      }
      // From the last reading (else the initial one) with the readings' roll-over rule: a
      // meter that already rolled over (installed at 9990, last read 25) is replaced from 25.
      const last = (await findLatestMeterReading(tx, old.id)) ?? old.initialReading;
      const finalUnits = finalMeterUnits(
        { from: last, to: params.final_reading, digits: current.digits },
        { confirmRollover: params.confirm_rollover ?? false },
      );
      if (!finalUnits.ok) throw finalReadingError(finalUnits.error);
      await closeMeter(tx, old.id, {
        removedOn: params.removed_on,
        finalReading: params.final_reading,
      });
      // Checked after closing, so the client may keep the old number on the new meter.
      await checkNewMeter(tx, params, 'params', client.id);
      const newId = await insertMeter(
        tx,
        {
          clientId: client.id,
          meterNo: params.meter_no,
          meterTypeId: params.meter_type_id,
          initialReading: params.initial_reading,
          installedOn: params.installed_on,
          replacesMeterId: old.id,
        },
        ctx.now,
      );
      await audit(tx, {
        ...auditFields(ctx),
        action: 'meter.replace',
        entity: 'client',
        entityId: client.id,
        before: {
          meter_id: old.id,
          meter_no: old.meterNo,
          meter_type_id: old.meterTypeId,
          initial_reading: old.initialReading,
          installed_on: old.installedOn,
        },
        after: {
          removed: {
            meter_id: old.id,
            removed_on: params.removed_on,
            final_reading: params.final_reading,
            last_reading: last,
            units_to_bill: finalUnits.span.units,
            rollover: finalUnits.span.rollover,
          },
          installed: {
            meter_id: newId,
            meter_no: params.meter_no,
            meter_type_id: params.meter_type_id,
            initial_reading: params.initial_reading,
            installed_on: params.installed_on,
          },
        },
      });
      return client.id;
    }),
  );
  return getClient(ctx, clientId);
}
