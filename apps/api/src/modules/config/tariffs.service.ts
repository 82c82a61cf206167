import type {
  TCreateTariffGroupRequest,
  TNewTariffVersionRequest,
  TTariffGroup,
  TTariffGroupInput,
  TTariffVersion,
} from '@prapa/contracts/tariffs';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { TariffGroupRow } from '../../db/schema/tariffs.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { countInvoicesOfTariffGroup } from '../invoices/invoices.repository.ts';
import { assertValidTariffVersion } from './tariff-validation.ts';
import {
  insertTariffVersion,
  listTariffVersions,
  type TariffVersionWithAuthor,
} from './tariff-versions.repository.ts';
import {
  countClientsInTariffGroup,
  deleteTariffGroupWithVersions,
  findTariffGroup,
  findTariffGroupForUpdate,
  insertTariffGroup,
  listTariffGroups,
  type TariffGroupValues,
  type TariffGroupWithCount,
  updateTariffGroup,
} from './tariffs.repository.ts';

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'tariff_group_not_found' });

function toVersion(row: TariffVersionWithAuthor): TTariffVersion {
  return {
    id: row.id,
    group_id: row.groupId,
    version_no: row.versionNo,
    effective_from: row.effectiveFrom,
    tiers: row.tiers,
    minimum_charge_satang: row.minimumChargeSatang,
    minimum_units: row.minimumUnits,
    apply_meter_fee: row.applyMeterFee,
    vat_enabled: row.vatEnabled,
    vat_rate_bp: row.vatRateBp,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByName,
  };
}

function groupFields(row: TariffGroupRow): TTariffGroupInput {
  return { code: row.code, name_th: row.nameTh, name_en: row.nameEn, active: row.active };
}

function valuesOf(input: TTariffGroupInput): TariffGroupValues {
  return { code: input.code, nameTh: input.name_th, nameEn: input.name_en, active: input.active };
}

async function withVersions(db: Db, groups: TariffGroupWithCount[]): Promise<TTariffGroup[]> {
  const versions = await listTariffVersions(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((group) => ({
    id: group.id,
    ...groupFields(group),
    client_count: group.clientCount,
    versions: versions.filter((v) => v.groupId === group.id).map(toVersion),
  }));
}

/** Codes are unique in any case (index on lower(code)); two saves at once included. */
async function withUniqueCode<T>(code: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error, 'tariff_groups_code_lower_key')) {
      throw new AppError('CONFLICT', { messageKey: 'tariff_group_code_taken', params: { code } });
    }
    throw error;
  }
}

async function addVersion(
  ctx: RequestContext,
  tx: Db,
  groupId: number,
  input: TNewTariffVersionRequest,
) {
  const { effective_from, ...rules } = input;
  const versionId = await insertTariffVersion(tx, {
    groupId,
    effectiveFrom: effective_from,
    rules,
    createdBy: ctx.account?.id ?? null,
    now: ctx.now,
  });
  await audit(tx, {
    ...auditFields(ctx),
    action: 'tariff_version.create',
    entity: 'tariff_version',
    entityId: versionId,
    after: { group_id: groupId, ...input },
  });
}

export async function getTariffGroup(ctx: RequestContext, id: number): Promise<TTariffGroup> {
  const group = await findTariffGroup(ctx.db, id);
  if (!group) throw notFound();
  const [result] = await withVersions(ctx.db, [group]);
  if (!result) throw notFound();
  return result;
}

export async function listTariffGroupConfigs(ctx: RequestContext): Promise<TTariffGroup[]> {
  return withVersions(ctx.db, await listTariffGroups(ctx.db));
}

/** A group is born with its first version, in one transaction. */
export async function createTariffGroup(
  ctx: RequestContext,
  input: TCreateTariffGroupRequest,
): Promise<TTariffGroup> {
  const { first_version, ...groupInput } = input;
  assertValidTariffVersion(first_version, 'first_version.');
  const id = await withUniqueCode(input.code, () =>
    withTransaction(ctx.db, async (tx) => {
      const groupId = await insertTariffGroup(tx, valuesOf(groupInput), ctx.now);
      await audit(tx, {
        ...auditFields(ctx),
        action: 'tariff_group.create',
        entity: 'tariff_group',
        entityId: groupId,
        after: groupInput,
      });
      await addVersion(ctx, tx, groupId, first_version);
      return groupId;
    }),
  );
  return getTariffGroup(ctx, id);
}

/** Code, names and the active flag; the rates change only through a new version. */
export async function updateTariffGroupConfig(
  ctx: RequestContext,
  id: number,
  input: TTariffGroupInput,
): Promise<TTariffGroup> {
  await withUniqueCode(input.code, () =>
    withTransaction(ctx.db, async (tx) => {
      const before = await findTariffGroupForUpdate(tx, id);
      if (!before) throw notFound();
      await updateTariffGroup(tx, id, valuesOf(input), ctx.now);
      await audit(tx, {
        ...auditFields(ctx),
        action: 'tariff_group.update',
        entity: 'tariff_group',
        entityId: id,
        before: groupFields(before),
        after: input,
      });
    }),
  );
  return getTariffGroup(ctx, id);
}

/** Editing a tariff appends version max + 1; the existing versions stay as they are. */
export async function createTariffVersion(
  ctx: RequestContext,
  groupId: number,
  input: TNewTariffVersionRequest,
): Promise<TTariffGroup> {
  assertValidTariffVersion(input);
  await withTransaction(ctx.db, async (tx) => {
    if (!(await findTariffGroupForUpdate(tx, groupId))) throw notFound();
    await addVersion(ctx, tx, groupId, input);
  });
  return getTariffGroup(ctx, groupId);
}

/** Refused while any client (even a deleted one) is in the group; its versions go with it. */
export async function deleteTariffGroup(ctx: RequestContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    const before = await findTariffGroupForUpdate(tx, id);
    if (!before) throw notFound();
    const inUse = await countClientsInTariffGroup(tx, id);
    if (inUse > 0) {
      throw new AppError('CONFLICT', {
        messageKey: 'tariff_group_in_use',
        params: { count: inUse },
      });
    }
    // A client may have moved to another group since: the bills priced with this group's
    // versions still reference them, and issued bills never change.
    const invoiced = await countInvoicesOfTariffGroup(tx, id);
    if (invoiced > 0) {
      throw new AppError('CONFLICT', {
        messageKey: 'tariff_group_invoiced',
        params: { count: invoiced.toLocaleString('en-US') },
      });
    }
    const versions = await listTariffVersions(tx, [id]);
    await deleteTariffGroupWithVersions(tx, id);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'tariff_group.delete',
      entity: 'tariff_group',
      entityId: id,
      before: { ...groupFields(before), versions: versions.map(toVersion) },
    });
  });
}
