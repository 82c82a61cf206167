import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { billingCycles } from './billing-cycles.ts';
import { clients } from './clients.ts';
import { meters } from './meters.ts';

/**
 * The investigation thresholds (one row, id 1, seeded by migration 0020 with the defaults of
 * @prapa/domain/investigation). An administrator edits them; each change is audited.
 */
export const investigationSettings = pgTable(
  'investigation_settings',
  {
    id: integer('id').primaryKey().default(1),
    averageCycles: integer('average_cycles').notNull().default(6),
    abnormalMultiplePct: integer('abnormal_multiple_pct').notNull().default(200),
    abnormalMinUnits: integer('abnormal_min_units').notNull().default(10),
    constantCycles: integer('constant_cycles').notNull().default(3),
    deviationPct: integer('deviation_pct').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('investigation_settings_one_row_check', sql`${t.id} = 1`),
    check(
      'investigation_settings_values_check',
      sql`${t.averageCycles} >= 1 and ${t.abnormalMultiplePct} > 100 and ${t.abnormalMinUnits} >= 0
        and ${t.constantCycles} >= 2 and ${t.deviationPct} >= 1`,
    ),
  ],
);

export const INVESTIGATION_CHECKS = ['abnormal', 'constant', 'higher', 'lower'] as const;
export const INVESTIGATION_OUTCOMES = [
  'correct',
  'misread',
  'leak',
  'meter_fault',
  'estimated',
  'other',
] as const;

/**
 * What staff found when they checked a member's reading in a cycle. Any outcome for the
 * (cycle, client) takes the member off the unchecked lists of that cycle; the rows are never
 * deleted, so the member's history keeps them. `units` and `average` are what the list showed.
 */
export const investigationOutcomes = pgTable(
  'investigation_outcomes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => billingCycles.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    meterId: integer('meter_id').references(() => meters.id),
    /** The tab it was recorded on. */
    checkKind: text('check_kind', { enum: INVESTIGATION_CHECKS }).notNull(),
    outcome: text('outcome', { enum: INVESTIGATION_OUTCOMES }).notNull(),
    note: text('note').notNull().default(''),
    units: integer('units'),
    average: integer('average_tenths'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('investigation_outcomes_cycle_client_idx').on(t.cycleId, t.clientId),
    index('investigation_outcomes_client_idx').on(t.clientId),
    check(
      'investigation_outcomes_check_kind_check',
      sql`${t.checkKind} in ('abnormal', 'constant', 'higher', 'lower')`,
    ),
    check(
      'investigation_outcomes_outcome_check',
      sql`${t.outcome} in ('correct', 'misread', 'leak', 'meter_fault', 'estimated', 'other')`,
    ),
  ],
);

export type InvestigationOutcomeRow = typeof investigationOutcomes.$inferSelect;
