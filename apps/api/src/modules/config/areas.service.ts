import type { TArea, TAreaInput } from '@prapa/contracts/areas';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AreaRow } from '../../db/schema/areas.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import {
  type AreaValues,
  countClientsInArea,
  deleteArea,
  findArea,
  findAreaForUpdate,
  insertArea,
  listAreas,
  updateArea,
} from './areas.repository.ts';

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'area_not_found' });

function fieldsOf(row: AreaRow): Omit<TArea, 'id' | 'client_count'> {
  return {
    area_code: row.areaCode,
    area_name: row.areaName,
    route_order: row.routeOrder,
    active: row.active,
  };
}

function valuesOf(input: TAreaInput): AreaValues {
  return {
    areaCode: input.area_code,
    areaName: input.area_name,
    routeOrder: input.route_order,
    active: input.active,
  };
}

/** Codes are unique in any case (index on lower(area_code)); two saves at once included. */
async function withUniqueCode<T>(code: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error, 'areas_area_code_lower_key')) {
      throw new AppError('CONFLICT', { messageKey: 'area_code_taken', params: { code } });
    }
    throw error;
  }
}

export async function getArea(ctx: RequestContext, id: number): Promise<TArea> {
  const row = await findArea(ctx.db, id);
  if (!row) throw notFound();
  return { id: row.id, ...fieldsOf(row), client_count: row.clientCount };
}

export async function listAreaConfigs(ctx: RequestContext): Promise<TArea[]> {
  const rows = await listAreas(ctx.db);
  return rows.map((row) => ({ id: row.id, ...fieldsOf(row), client_count: row.clientCount }));
}

export async function createArea(ctx: RequestContext, input: TAreaInput): Promise<TArea> {
  const id = await withUniqueCode(input.area_code, () =>
    withTransaction(ctx.db, async (tx) => {
      const newId = await insertArea(tx, valuesOf(input), ctx.now);
      await audit(tx, {
        ...auditFields(ctx),
        action: 'area.create',
        entity: 'area',
        entityId: newId,
        after: input,
      });
      return newId;
    }),
  );
  return getArea(ctx, id);
}

/** Also how an area is switched off (active: false) when it cannot be deleted. */
export async function updateAreaConfig(
  ctx: RequestContext,
  id: number,
  input: TAreaInput,
): Promise<TArea> {
  await withUniqueCode(input.area_code, () =>
    withTransaction(ctx.db, async (tx) => {
      const before = await findAreaForUpdate(tx, id);
      if (!before) throw notFound();
      await updateArea(tx, id, valuesOf(input), ctx.now);
      await audit(tx, {
        ...auditFields(ctx),
        action: 'area.update',
        entity: 'area',
        entityId: id,
        before: fieldsOf(before),
        after: input,
      });
    }),
  );
  return getArea(ctx, id);
}

/** Refused while any client (even a deleted one, whose history remains) is in the area. */
export async function deleteAreaConfig(ctx: RequestContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    const before = await findAreaForUpdate(tx, id);
    if (!before) throw notFound();
    const clients = await countClientsInArea(tx, id);
    if (clients > 0) {
      throw new AppError('CONFLICT', { messageKey: 'area_in_use', params: { count: clients } });
    }
    await deleteArea(tx, id);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'area.delete',
      entity: 'area',
      entityId: id,
      before: fieldsOf(before),
    });
  });
}
