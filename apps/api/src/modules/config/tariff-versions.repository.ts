import type { TTariffRules } from '@prapa/contracts/tariffs';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { type TariffVersionRow, tariffVersions } from '../../db/schema/tariffs.ts';

export type TariffVersionWithAuthor = TariffVersionRow & { createdByName: string | null };

export type NewTariffVersion = {
  groupId: number;
  effectiveFrom: string;
  rules: TTariffRules;
  createdBy: number | null;
  now: Date;
};

/** Versions of the given groups, newest first within each group. */
export async function listTariffVersions(
  db: Db,
  groupIds: readonly number[],
): Promise<TariffVersionWithAuthor[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ version: tariffVersions, createdByName: accounts.fullName })
    .from(tariffVersions)
    .leftJoin(accounts, eq(accounts.id, tariffVersions.createdBy))
    .where(inArray(tariffVersions.groupId, [...groupIds]))
    .orderBy(tariffVersions.groupId, desc(tariffVersions.versionNo));
  return rows.map(({ version, createdByName }) => ({ ...version, createdByName }));
}

/**
 * Appends a version numbered one past the group's newest. Versions are never updated: bills
 * keep the version they were computed with. The caller holds the group's row lock.
 */
export async function insertTariffVersion(db: Db, version: NewTariffVersion): Promise<number> {
  const { rules } = version;
  const [row] = await db
    .insert(tariffVersions)
    .values({
      groupId: version.groupId,
      versionNo: sql`(select coalesce(max(${tariffVersions.versionNo}), 0) + 1 from ${tariffVersions} where ${tariffVersions.groupId} = ${version.groupId})`,
      effectiveFrom: version.effectiveFrom,
      tiers: rules.tiers,
      minimumChargeSatang: rules.minimum_charge_satang,
      minimumUnits: rules.minimum_units,
      applyMeterFee: rules.apply_meter_fee,
      vatEnabled: rules.vat_enabled,
      vatRateBp: rules.vat_rate_bp,
      createdAt: version.now,
      createdBy: version.createdBy,
    })
    .returning({ id: tariffVersions.id });
  if (!row) throw new Error('Tariff version insert returned no row');
  return row.id;
}

/**
 * The version in force on `isoDate` ('YYYY-MM-DD'): the latest effective_from on or before the
 * date; of two versions effective the same day, the higher number. Billing uses this.
 */
export async function findTariffVersionForDate(
  db: Db,
  groupId: number,
  isoDate: string,
): Promise<TariffVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(tariffVersions)
    .where(and(eq(tariffVersions.groupId, groupId), lte(tariffVersions.effectiveFrom, isoDate)))
    .orderBy(desc(tariffVersions.effectiveFrom), desc(tariffVersions.versionNo))
    .limit(1);
  return row;
}
