import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { byAccount, updatedColumns } from './audit-columns.ts';
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
    ...updatedColumns(),
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
    recordedBy: byAccount('recorded_by'),
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

/**
 * The cycles whose investigation figures are kept (migration 0027), with the window they were
 * built for: a cycle whose window or run length no longer matches is built again when looked at.
 */
export const investigationStatsCycles = pgTable('investigation_stats_cycles', {
  cycleId: integer('cycle_id')
    .primaryKey()
    .references(() => billingCycles.id, { onDelete: 'cascade' }),
  period: integer('period').notNull(),
  fromPeriod: integer('from_period').notNull(),
  beforeFrom: integer('before_from'),
  runFrom: integer('run_from').notNull(),
  runComplete: boolean('run_complete').notNull(),
  averageCycles: integer('average_cycles').notNull(),
  constantCycles: integer('constant_cycles').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per member and built cycle: the cycle's units and the figures the three checks compare them
 * with. Refreshed by triggers on meter_readings in the transaction that changes a reading.
 */
export const investigationStats = pgTable(
  'investigation_stats',
  {
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => investigationStatsCycles.cycleId, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    areaId: integer('area_id').notNull(),
    meterId: integer('meter_id').notNull(),
    units: integer('units').notNull(),
    estimated: boolean('estimated').notNull(),
    avgSum: bigint('avg_sum', { mode: 'number' }).notNull(),
    avgCnt: integer('avg_cnt').notNull(),
    runN: integer('run_n').notNull(),
    runZeros: integer('run_zeros').notNull(),
    runEsts: integer('run_ests').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cycleId, t.clientId] }),
    index('investigation_stats_client_idx').on(t.clientId),
    index('investigation_stats_no_average_idx').on(t.cycleId, t.areaId).where(sql`${t.avgCnt} = 0`),
  ],
);
