import type {
  TClient,
  TClientFields,
  TCreateClientParams,
  TUpdateClientParams,
} from '@prapa/contracts/clients';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { toIsoDate } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ClientRow } from '../../db/schema/clients.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { sumUnpaidInvoices } from '../invoices/invoices.repository.ts';
import { checkNewMeter, withFreeMeterNo } from '../meters/meter-checks.ts';
import {
  closeMeter,
  findInstalledMeterForUpdate,
  insertMeter,
} from '../meters/meters.repository.ts';
import { clientNotFound, fieldError, fullnameOf } from './client-mapping.ts';
import { getClient } from './client-queries.service.ts';
import {
  type ClientValues,
  findClientForUpdate,
  findWaterNoHolder,
  insertClient,
  isActiveArea,
  isActiveTariffGroup,
  updateClient,
} from './clients.repository.ts';

function valuesOf(fields: TClientFields): ClientValues {
  return {
    firstName: fields.first_name,
    lastName: fields.last_name,
    houseNo: fields.house_no,
    address: fields.address,
    areaId: fields.area,
    phone: fields.phone,
    email: fields.email,
    tariffGroupId: fields.tariff_group_id,
    waterNo: fields.water_no,
  };
}

/** The editable fields of a stored client, in request (snake_case) names, for the audit log. */
function fieldsOf(row: ClientRow): TClientFields {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    house_no: row.houseNo,
    address: row.address,
    area: row.areaId,
    phone: row.phone,
    email: row.email,
    tariff_group_id: row.tariffGroupId,
    water_no: row.waterNo,
  };
}

/** Area and tariff group must be switched on; checked only when they are being set. */
async function checkReferences(db: Db, fields: Partial<TClientFields>): Promise<void> {
  if (fields.area !== undefined && !(await isActiveArea(db, fields.area))) {
    throw fieldError('params.area', 'client_area_not_found');
  }
  if (
    fields.tariff_group_id !== undefined &&
    !(await isActiveTariffGroup(db, fields.tariff_group_id))
  ) {
    throw fieldError('params.tariff_group_id', 'client_tariff_group_not_found');
  }
}

function waterNoTaken(
  waterNo: string,
  holder: { memberId: number; firstName: string; lastName: string },
) {
  return new AppError('CONFLICT', {
    messageKey: 'client_water_no_taken',
    params: {
      water_no: waterNo,
      client_id: formatMemberId(holder.memberId),
      fullname: fullnameOf(holder),
    },
  });
}

async function checkWaterNoFree(db: Db, waterNo: string | null, exceptId?: number) {
  if (waterNo === null) return;
  const holder = await findWaterNoHolder(db, waterNo, exceptId);
  if (holder) throw waterNoTaken(waterNo, holder);
}

/** The unique index settles two saves at the same moment; answer it like the check. */
async function withFreeWaterNo<T>(
  db: Db,
  waterNo: string | null | undefined,
  fn: () => Promise<T>,
) {
  try {
    return await fn();
  } catch (error) {
    if (waterNo && isUniqueViolation(error, 'clients_water_no_key')) {
      const holder = await findWaterNoHolder(db, waterNo);
      if (holder) throw waterNoTaken(waterNo, holder);
    }
    throw error;
  }
}

/** A new client and its first meter, both or neither. */
export async function createClient(
  ctx: RequestContext,
  params: TCreateClientParams,
): Promise<TClient> {
  const { meter, ...fields } = params;
  const id = await withFreeWaterNo(ctx.db, fields.water_no, () =>
    withFreeMeterNo(ctx.db, meter.meter_no, () =>
      withTransaction(ctx.db, async (tx) => {
        await checkReferences(tx, fields);
        await checkWaterNoFree(tx, fields.water_no);
        await checkNewMeter(tx, meter, 'params.meter');
        const client = await insertClient(tx, valuesOf(fields), ctx.now);
        const meterId = await insertMeter(
          tx,
          {
            clientId: client.id,
            meterNo: meter.meter_no,
            meterTypeId: meter.meter_type_id,
            initialReading: meter.initial_reading,
            installedOn: meter.installed_on,
          },
          ctx.now,
        );
        await audit(tx, {
          ...auditFields(ctx),
          action: 'client.create',
          entity: 'client',
          entityId: client.id,
          after: { ...fields, member_id: client.memberId, meter: { ...meter, meter_id: meterId } },
        });
        return client.id;
      }),
    ),
  );
  return getClient(ctx, id);
}

/** Changes the fields given; the audit row holds the changed fields before and after. */
export async function updateClientFields(
  ctx: RequestContext,
  params: TUpdateClientParams,
): Promise<TClient> {
  const { id, ...given } = params;
  await withFreeWaterNo(ctx.db, given.water_no, () =>
    withTransaction(ctx.db, async (tx) => {
      const row = await findClientForUpdate(tx, id);
      if (!row) throw clientNotFound();
      const current = fieldsOf(row);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(given) as [keyof TClientFields, unknown][]) {
        if (value === undefined || value === current[key]) continue;
        before[key] = current[key];
        after[key] = value;
      }
      if (Object.keys(after).length === 0) return;
      const changed = after as Partial<TClientFields>;
      await checkReferences(tx, changed);
      if (changed.water_no !== undefined) await checkWaterNoFree(tx, changed.water_no, id);
      await updateClient(tx, id, valuesOf({ ...current, ...changed }), ctx.now);
      await audit(tx, {
        ...auditFields(ctx),
        action: 'client.update',
        entity: 'client',
        entityId: id,
        before,
        after,
      });
    }),
  );
  return getClient(ctx, id);
}

/**
 * Soft delete: the row, its meters and (later) its invoices stay for history; the client
 * leaves every list and lookup. The installed meter is closed on the day of deletion so its
 * number can be used again (a client entered by mistake is the usual reason to delete).
 */
export async function deleteClient(ctx: RequestContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    const row = await findClientForUpdate(tx, id);
    if (!row) throw clientNotFound();
    // Whatever is owed must be settled or written off first. Unpaid invoices are asked first
    // (the row is locked, so no bill run can add one meanwhile): they name what is owed;
    // `debt_satang` alone may also hold a debt carried over from before invoices.
    const unpaid = await sumUnpaidInvoices(tx, id);
    if (unpaid.count > 0) {
      throw new AppError('CONFLICT', {
        messageKey: 'client_has_unpaid_invoices',
        params: { count: unpaid.count, amount: formatBaht(unpaid.amount) },
      });
    }
    if (row.debtSatang > 0) {
      throw new AppError('CONFLICT', {
        messageKey: 'client_has_debt',
        params: { debt: formatBaht(row.debtSatang) },
      });
    }
    const meter = await findInstalledMeterForUpdate(tx, id);
    const today = toIsoDate(ctx.now);
    if (meter) {
      // ISO dates compare as text; a meter installed later than today closes on its own day.
      const removedOn = [meter.meter.installedOn, today].sort()[1] ?? today;
      await closeMeter(tx, meter.meter.id, { removedOn, finalReading: null });
    }
    await updateClient(tx, id, { deletedAt: ctx.now }, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'client.delete',
      entity: 'client',
      entityId: id,
      before: { ...fieldsOf(row), member_id: row.memberId, status_code: row.statusCode },
      after: meter ? { meter_closed: meter.meter.id } : null,
    });
  });
}
