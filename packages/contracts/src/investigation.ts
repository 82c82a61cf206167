import { z } from 'zod';
import { ZBillingCycleSummary } from './billing-cycles.ts';
import { dataEnvelope } from './envelope.ts';
import { ZQueryId } from './query-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Investigation (ตรวจสอบความผิดปกติ), spec §1, §2, §9 and issue 17: three checks of a cycle's
 * readings (abnormal high bill, constant meter, high/low beyond ±30 %), the outcomes staff record,
 * the field sheet and the thresholds. `client_id` is the client's row id, `memberId` the member id.
 */
export const INVESTIGATION_PATHS = {
  prefix: '/api/investigation',
  /** GET one list (check × checked/unchecked) of a cycle, paged and sorted, with every count. */
  list: '/api/investigation/list',
  /** GET how many rows of a cycle nobody has checked yet (the bill-run review). */
  uncheckedCount: '/api/investigation/unchecked-count',
  /** GET a member's outcomes (?client_id=); POST record one. */
  outcomes: '/api/investigation/outcomes',
  /** GET the thresholds; PUT change them (administrators). */
  settings: '/api/investigation/settings',
  /** GET the rows of a list as the field team's check sheet (PDF). */
  fieldSheet: '/api/investigation/field-sheet',
  /** GET the rows of a list as an Excel workbook. */
  exportXlsx: '/api/investigation/export-xlsx',
} as const;

/** The lists: the three tabs, the third split into higher and lower. */
export const INVESTIGATION_CHECKS = ['abnormal', 'constant', 'higher', 'lower'] as const;
export const ZInvestigationCheck = z.enum(INVESTIGATION_CHECKS, { message: V.selectOne });
export type TInvestigationCheck = z.infer<typeof ZInvestigationCheck>;

export const INVESTIGATION_OUTCOMES = [
  'correct',
  'misread',
  'leak',
  'meter_fault',
  'estimated',
  'other',
] as const;
export const ZInvestigationOutcomeKind = z.enum(INVESTIGATION_OUTCOMES, { message: V.selectOne });
export type TInvestigationOutcomeKind = z.infer<typeof ZInvestigationOutcomeKind>;

export const INVESTIGATION_SORTS = [
  'route',
  'member_id',
  'units',
  'average',
  'diff_units',
  'diff_pct',
] as const;
export const ZInvestigationSort = z.enum(INVESTIGATION_SORTS);
export type TInvestigationSort = z.infer<typeof ZInvestigationSort>;

export const INVESTIGATION_PAGE_SIZE_DEFAULT = 10;
export const INVESTIGATION_PAGE_SIZE_MAX = 200;
/** The most rows a field sheet or an export holds. */
export const INVESTIGATION_EXPORT_MAX_ROWS = 5000;

/** Filters shared by the list, the field sheet and the export. */
const ZListFilterShape = {
  /** Default: the open cycle, else the newest. `cycleId` (spec spelling) is accepted too. */
  cycle_id: ZQueryId.optional(),
  cycleId: ZQueryId.optional(),
  area_id: ZQueryId.optional(),
  check: ZInvestigationCheck.default('abnormal'),
  /** unchecked: rows nobody has recorded an outcome for; checked: "already checked". */
  status: z.enum(['unchecked', 'checked']).default('unchecked'),
  sort: ZInvestigationSort.optional(),
  order: z.enum(['asc', 'desc']).optional(),
};

function normaliseCycle<T extends { cycleId?: number | undefined; cycle_id?: number | undefined }>(
  query: T,
) {
  const { cycleId, cycle_id, ...rest } = query;
  return { ...rest, cycle_id: cycle_id ?? cycleId ?? null };
}

export const ZInvestigationListQuery = z
  .object({
    ...ZListFilterShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(INVESTIGATION_PAGE_SIZE_MAX)
      .default(INVESTIGATION_PAGE_SIZE_DEFAULT),
  })
  .transform(normaliseCycle);
export type TInvestigationListQuery = z.input<typeof ZInvestigationListQuery>;
export type TInvestigationListFilter = z.output<typeof ZInvestigationListQuery>;

export const ZInvestigationExportQuery = z.object(ZListFilterShape).transform(normaliseCycle);
export type TInvestigationExportFilter = z.output<typeof ZInvestigationExportQuery>;

export const ZInvestigationOutcome = z.object({
  id: z.number().int(),
  cycle_id: z.number().int(),
  bill_cycle_name: z.string(),
  client_id: z.number().int(),
  meter_id: z.number().int().nullable(),
  check: ZInvestigationCheck,
  outcome: ZInvestigationOutcomeKind,
  note: z.string(),
  units: z.number().int().nullable(),
  average: z.number().nullable(),
  /** Epoch milliseconds. */
  recorded_at: z.number(),
  recorded_by_name: z.string().nullable(),
});
export type TInvestigationOutcome = z.infer<typeof ZInvestigationOutcome>;

export const ZInvestigationRow = z.object({
  client_id: z.number().int(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  address: z.string(),
  area_id: z.number().int(),
  area_name: z.string(),
  meter_id: z.number().int(),
  meterNo: z.string(),
  /** The cycle's reading of that meter (the newest meter after a replacement). */
  previousMeter: z.number().int(),
  currentMeter: z.number().int(),
  /** The member's units this cycle (every meter of the month). */
  units: z.number().int(),
  estimated: z.boolean(),
  rollover: z.boolean(),
  /** Units of the cycles before, oldest first (at most the average's window). */
  recent_units: z.array(z.number().int().nullable()),
  /** The own average, or the area median for a member without history (`basis`). */
  average: z.number().nullable(),
  basis: z.enum(['own', 'area_median']).nullable(),
  diff_units: z.number().nullable(),
  diff_pct: z.number().nullable(),
  abnormal: z.boolean(),
  deviation: z.enum(['higher', 'lower']).nullable(),
  constant: z.enum(['zero', 'estimated']).nullable(),
  /** A live invoice exists for this cycle's reading (a correction then goes by cancel & re-issue). */
  billed: z.boolean(),
  /** The newest outcome recorded for the member in this cycle (checked lists). */
  outcome: ZInvestigationOutcome.nullable(),
});
export type TInvestigationRow = z.infer<typeof ZInvestigationRow>;

export const ZInvestigationCounts = z.object({
  abnormal: z.number().int().nonnegative(),
  constant: z.number().int().nonnegative(),
  higher: z.number().int().nonnegative(),
  lower: z.number().int().nonnegative(),
  checked: z.object({
    abnormal: z.number().int().nonnegative(),
    constant: z.number().int().nonnegative(),
    higher: z.number().int().nonnegative(),
    lower: z.number().int().nonnegative(),
  }),
});
export type TInvestigationCounts = z.infer<typeof ZInvestigationCounts>;

export const ZInvestigationSettings = z.object({
  average_cycles: z.number().int(),
  abnormal_multiple_pct: z.number().int(),
  abnormal_min_units: z.number().int(),
  constant_cycles: z.number().int(),
  deviation_pct: z.number().int(),
});
export type TInvestigationSettings = z.infer<typeof ZInvestigationSettings>;

export const ZInvestigationList = z.object({
  cycle: ZBillingCycleSummary.nullable(),
  settings: ZInvestigationSettings,
  counts: ZInvestigationCounts,
  rows: z.array(ZInvestigationRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type TInvestigationList = z.infer<typeof ZInvestigationList>;
export const ZInvestigationListResponse = dataEnvelope(ZInvestigationList);

export const ZUncheckedCountQuery = z
  .object({ cycle_id: ZQueryId.optional(), cycleId: ZQueryId.optional() })
  .transform(normaliseCycle);
export const ZUncheckedCount = z.object({
  cycle_id: z.number().int().nullable(),
  /** Members on any list not yet checked (a member on two lists counts once). */
  count: z.number().int().nonnegative(),
  counts: ZInvestigationCounts.omit({ checked: true }),
});
export type TUncheckedCount = z.infer<typeof ZUncheckedCount>;
export const ZUncheckedCountResponse = dataEnvelope(ZUncheckedCount);

export const ZOutcomeHistoryQuery = z.object({ client_id: ZQueryId });
export const ZOutcomeHistoryResponse = dataEnvelope(z.array(ZInvestigationOutcome));

export const INVESTIGATION_NOTE_MAX = 500;

export const ZRecordOutcomeRequest = z.object({
  params: z
    .object({
      cycle_id: z.number().int().positive(),
      client_id: z.number().int().positive(),
      check: ZInvestigationCheck,
      outcome: ZInvestigationOutcomeKind,
      note: z.string().trim().max(INVESTIGATION_NOTE_MAX).default(''),
    })
    .refine((p) => p.outcome !== 'other' || p.note !== '', {
      message: V.required,
      path: ['note'],
    }),
});
export type TRecordOutcomeRequest = z.input<typeof ZRecordOutcomeRequest>;
export const ZRecordOutcomeResponse = dataEnvelope(ZInvestigationOutcome);

/** zod's own (Thai) messages name the bound that was crossed. */
const setting = (min: number, max: number) => z.number().int().min(min).max(max);

export const ZUpdateInvestigationSettingsRequest = z.object({
  params: z.object({
    average_cycles: setting(1, 24),
    abnormal_multiple_pct: setting(101, 1000),
    abnormal_min_units: setting(0, 100_000),
    constant_cycles: setting(2, 24),
    deviation_pct: setting(1, 500),
  }),
});
export const ZInvestigationSettingsResponse = dataEnvelope(ZInvestigationSettings);
