import type { TMeterType, TMeterTypeInput } from '@prapa/contracts/meter-types';
import type { MeterTypeRow } from '../../db/schema/meter-types.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import {
  countMetersOfType,
  deleteMeterType,
  findMeterType,
  findMeterTypeForUpdate,
  insertMeterType,
  listMeterTypes,
  type MeterTypeValues,
  type MeterTypeWithCount,
  updateMeterType,
} from './meter-types.repository.ts';

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'meter_type_not_found' });

function fieldsOf(row: MeterTypeRow): Omit<TMeterType, 'id' | 'client_count'> {
  return {
    meter_type_name: row.name,
    meter_size: row.meterSize,
    meter_type_fee: row.feeSatang,
    meter_digit: row.digits,
    active: row.active,
  };
}

function toMeterType(row: MeterTypeWithCount): TMeterType {
  return { id: row.id, ...fieldsOf(row), client_count: row.clientCount };
}

function valuesOf(input: TMeterTypeInput): MeterTypeValues {
  return {
    name: input.meter_type_name,
    meterSize: input.meter_size,
    feeSatang: input.meter_type_fee,
    digits: input.meter_digit,
    active: input.active,
  };
}

export async function getMeterType(ctx: RequestContext, id: number): Promise<TMeterType> {
  const row = await findMeterType(ctx.db, id);
  if (!row) throw notFound();
  return toMeterType(row);
}

export async function listMeterTypeConfigs(ctx: RequestContext): Promise<TMeterType[]> {
  return (await listMeterTypes(ctx.db)).map(toMeterType);
}

export async function createMeterType(
  ctx: RequestContext,
  input: TMeterTypeInput,
): Promise<TMeterType> {
  const id = await withTransaction(ctx.db, async (tx) => {
    const newId = await insertMeterType(tx, valuesOf(input), ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'meter_type.create',
      entity: 'meter_type',
      entityId: newId,
      after: input,
    });
    return newId;
  });
  return getMeterType(ctx, id);
}

/** Also how a type is switched off (active: false) when meters still use it. */
export async function updateMeterTypeConfig(
  ctx: RequestContext,
  id: number,
  input: TMeterTypeInput,
): Promise<TMeterType> {
  await withTransaction(ctx.db, async (tx) => {
    const before = await findMeterTypeForUpdate(tx, id);
    if (!before) throw notFound();
    await updateMeterType(tx, id, valuesOf(input), ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'meter_type.update',
      entity: 'meter_type',
      entityId: id,
      before: fieldsOf(before),
      after: input,
    });
  });
  return getMeterType(ctx, id);
}

/** Refused while any meter, installed or removed, is of this type. */
export async function deleteMeterTypeConfig(ctx: RequestContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    const before = await findMeterTypeForUpdate(tx, id);
    if (!before) throw notFound();
    const inUse = await countMetersOfType(tx, id);
    if (inUse > 0) {
      throw new AppError('CONFLICT', { messageKey: 'meter_type_in_use', params: { count: inUse } });
    }
    await deleteMeterType(tx, id);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'meter_type.delete',
      entity: 'meter_type',
      entityId: id,
      before: fieldsOf(before),
    });
  });
}
