import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns } from './audit-columns.ts';

/** A tariff group (residential, small business…) that clients are assigned to. */
export const tariffGroups = pgTable(
  'tariff_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tariff_groups_code_lower_key').on(sql`lower(${t.code})`)],
);

export type TariffTierJson = { from_unit: number; to_unit: number | null; rate_satang: number };

/**
 * One immutable version of a group's rules. Editing a tariff inserts a new version; invoices
 * reference the version they were computed with, so issued bills never change.
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => tariffGroups.id),
    versionNo: integer('version_no').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    tiers: jsonb('tiers').$type<TariffTierJson[]>().notNull(),
    minimumChargeSatang: integer('minimum_charge_satang').notNull().default(0),
    minimumUnits: integer('minimum_units').notNull().default(0),
    applyMeterFee: boolean('apply_meter_fee').notNull().default(true),
    vatEnabled: boolean('vat_enabled').notNull().default(false),
    vatRateBp: integer('vat_rate_bp').notNull().default(700),
    ...createdColumns(),
  },
  (t) => [
    uniqueIndex('tariff_versions_group_version_key').on(t.groupId, t.versionNo),
    check('tariff_versions_version_no_check', sql`${t.versionNo} >= 1`),
    check(
      'tariff_versions_minimum_check',
      sql`${t.minimumChargeSatang} >= 0 and ${t.minimumUnits} >= 0`,
    ),
    check('tariff_versions_vat_check', sql`${t.vatRateBp} between 0 and 10000`),
  ],
);

export type TariffGroupRow = typeof tariffGroups.$inferSelect;
export type TariffVersionRow = typeof tariffVersions.$inferSelect;
