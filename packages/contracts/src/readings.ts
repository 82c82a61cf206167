import { z } from 'zod';
import { ZBillingCycleSummary, ZReadingNote } from './billing-cycles.ts';
import { ZIsoDate } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZReplacedMeterLine } from './invoices.ts';
import { ZQueryId } from './query-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Meter readings (จดมาตร) and water history, spec §7. Response field names are those of spec
 * §3 (some camelCase: `memberId`, `meterNo`, `previousMeter` …). Requests use snake_case only:
 * the web client converts its camelCase keys, so `?cycleId=` arrives as `cycle_id` (both are
 * accepted).
 *
 * Identifiers here: `client_id` is the client's row id (not the padded member id, which is
 * `memberId`), `meter_id` a meter's row id, `cycle_id` / `cycleId` a billing cycle's id.
 */
export const READING_PATHS = {
  /** GET the reading screen (paged); POST save one or many readings. */
  waterHistory: '/api/user/waterHistory',
  /** The same filters, every row (print, export). */
  all: '/api/user/waterHistory/all',
  /** The cycle before the given one, every row. */
  allPrevious: '/api/user/waterHistory/all-previous',
  /** `:id` = the client's row id. */
  history: '/api/user/waterHistory/history/:id',
  avgMonth: '/api/user/waterHistory/avg/month',
  countNoted: '/api/user/waterHistory/count-noted-meter',
  waterCost: '/api/user/waterHistory/water-cost',
  /** The same rows as `all`, as an Excel workbook (the water-history report). */
  exportXlsx: '/api/user/waterHistory/export-xlsx',
} as const;

export const READING_TAGS = ['waiting', 'recorded'] as const;
/** รอจดบันทึก / จดบันทึกแล้ว (spec §4). */
export const ZReadingTag = z.enum(READING_TAGS);
export type TReadingTag = z.infer<typeof ZReadingTag>;

export const READING_FLAGS = ['low', 'high'] as const;
/** Usage far below / above the client's average, confirmed by the reader; for investigation. */
export const ZReadingFlag = z.enum(READING_FLAGS);
export type TReadingFlag = z.infer<typeof ZReadingFlag>;

export const READING_PAGE_SIZE_DEFAULT = 50;
export const READING_PAGE_SIZE_MAX = 500;
/** The most rows …/all and …/all-previous answer. */
export const READING_ALL_MAX_ROWS = 20_000;
/** The most readings one POST may carry. */
export const READING_BATCH_MAX = 5000;

/** One row of the reading screen: one installed meter of an active client in one cycle. */
export const ZReadingRow = z.object({
  /** The client's row id. */
  client_id: z.number().int(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  area_id: z.number().int(),
  area_name: z.string(),
  /** The area's place on the reader's route; null for an area without one (listed last). */
  route_order: z.number().int().nullable(),
  meter_id: z.number().int(),
  meterNo: z.string(),
  meter_digit: z.number().int(),
  /** The same meter's reading in an earlier cycle, else its initial reading. */
  previousMeter: z.number().int(),
  /** 'YYYY-MM-DD': that reading's date, or the meter's installation date. */
  previousMeterDate: ZIsoDate.nullable(),
  /** null while waiting. */
  currentMeter: z.number().int().nullable(),
  currentMeterDate: ZIsoDate.nullable(),
  /** Units used this cycle, roll-over included; null while waiting. */
  diffUnit: z.number().int().nullable(),
  /** The units billed for this cycle (= diffUnit); null while waiting. */
  meterUsage: z.number().int().nullable(),
  /** The client's units in the previous cycle; null when it has none. */
  meterUsageLastMonth: z.number().int().nullable(),
  /** Average units of the client's last 3 cycles before this one; null without history. */
  average_units: z.number().nullable(),
  tag: ZReadingTag,
  /** Why the reading is estimated; null for a meter that was read. */
  note: ZReadingNote.nullable(),
  estimated: z.boolean(),
  rollover: z.boolean(),
  flag: ZReadingFlag.nullable(),
  /**
   * The first reading after a meter replacement also bills the old meter's last units
   * (decision 012); `diffUnit` is then both meters' units. Null otherwise.
   */
  replaced_meter: ZReplacedMeterLine.nullable(),
  /**
   * The member's water is cut (a disconnection order `disconnected` or `reconnect_requested`,
   * decision 028): the meter is still read, to show no water was taken, and billed the meter
   * fee only.
   */
  water_off: z.boolean().optional(),
});
export type TReadingRow = z.infer<typeof ZReadingRow>;

/** The filters the reading screen, …/all and …/all-previous share. */
const ZReadingFilterShape = {
  /** Spec name; the converted `cycle_id` is accepted too. Default: the open cycle, else the newest. */
  cycleId: ZQueryId.optional(),
  cycle_id: ZQueryId.optional(),
  area_id: ZQueryId.optional(),
  tag: ZReadingTag.optional(),
  /** Member id, name, house no or meter no. */
  q: z.string().trim().max(100).optional(),
};

function normaliseCycle<T extends { cycleId?: number | undefined; cycle_id?: number | undefined }>(
  query: T,
) {
  const { cycleId, cycle_id, ...rest } = query;
  return { ...rest, cycle_id: cycle_id ?? cycleId ?? null };
}

/** GET /api/user/waterHistory */
export const ZReadingPageQuery = z
  .object({
    ...ZReadingFilterShape,
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(READING_PAGE_SIZE_MAX)
      .default(READING_PAGE_SIZE_DEFAULT),
  })
  .transform(normaliseCycle);
export type TReadingPageQuery = z.input<typeof ZReadingPageQuery>;
export type TReadingPageFilter = z.output<typeof ZReadingPageQuery>;

/** GET …/all and …/all-previous */
export const ZReadingAllQuery = z.object(ZReadingFilterShape).transform(normaliseCycle);
export type TReadingAllQuery = z.input<typeof ZReadingAllQuery>;
export type TReadingFilter = z.output<typeof ZReadingAllQuery>;

export const ZReadingPage = z.object({
  /**
   * The cycle shown; null when no cycle exists yet (rows empty). Its progress (count_noted,
   * active_meter) comes from …/count-noted-meter.
   */
  cycle: ZBillingCycleSummary.nullable(),
  rows: z.array(ZReadingRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type TReadingPage = z.infer<typeof ZReadingPage>;
export const ZReadingPageResponse = dataEnvelope(ZReadingPage);

/** …/all: every row of the cycle (…/all-previous: of the cycle before it). */
export const ZReadingList = z.object({
  cycle: ZBillingCycleSummary.nullable(),
  rows: z.array(ZReadingRow),
  total: z.number().int().nonnegative(),
});
export type TReadingList = z.infer<typeof ZReadingList>;
export const ZReadingListResponse = dataEnvelope(ZReadingList);

/** GET …/history/:id: one recorded reading of a client, newest cycle first. */
export const ZReadingHistoryItem = z.object({
  cycle_id: z.number().int(),
  bill_cycle_no: z.number().int(),
  bill_cycle_name: z.string(),
  bill_year: z.number().int(),
  period_year: z.number().int(),
  period_month: z.number().int(),
  meter_id: z.number().int(),
  meterNo: z.string(),
  previousMeter: z.number().int(),
  currentMeter: z.number().int(),
  /** 'YYYY-MM-DD' (Bangkok). */
  currentMeterDate: ZIsoDate,
  meterUsage: z.number().int(),
  rollover: z.boolean(),
  estimated: z.boolean(),
  note: ZReadingNote.nullable(),
  flag: ZReadingFlag.nullable(),
  /**
   * Satang, under the client's tariff version in force on the cycle's cut-off date (the
   * invoice, once issued, is what counts).
   */
  total_charge: z.number().int(),
});
export type TReadingHistoryItem = z.infer<typeof ZReadingHistoryItem>;
export const ZReadingHistoryResponse = dataEnvelope(z.array(ZReadingHistoryItem));

/** GET …/avg/month[?client_id=]: the whole utility, or one client. */
export const ZMonthlyUsageQuery = z.object({ client_id: ZQueryId.optional() });
export type TMonthlyUsageQuery = z.input<typeof ZMonthlyUsageQuery>;

/**
 * Spec §3 monthly usage record: `month` 0–11 (January = 0), `usage` the total units recorded
 * for that month's cycle. The last 12 months up to the current one; months without a cycle
 * are left out (the chart shows 0). `year` (Gregorian) says which year the month belongs to.
 */
export const ZMonthlyUsage = z.object({
  month: z.number().int().min(0).max(11),
  year: z.number().int(),
  usage: z.number().int().nonnegative(),
});
export type TMonthlyUsage = z.infer<typeof ZMonthlyUsage>;
export const ZMonthlyUsageResponse = dataEnvelope(z.array(ZMonthlyUsage));

/** GET …/count-noted-meter?id={cycleId} */
export const ZCountNoted = z.object({
  count_noted: z.number().int().nonnegative(),
  active_meter: z.number().int().nonnegative(),
});
export type TCountNoted = z.infer<typeof ZCountNoted>;
export const ZCountNotedResponse = dataEnvelope(ZCountNoted);

/** GET …/water-cost?client_id=&diff_unit= */
export const ZWaterCostQuery = z.object({
  client_id: ZQueryId,
  diff_unit: z.coerce
    .number({ message: V.reading })
    .int({ message: V.reading })
    .min(0, { message: V.reading })
    .max(9_999_999, { message: V.reading }),
});
export type TWaterCostQuery = z.input<typeof ZWaterCostQuery>;

export const ZWaterCostTier = z.object({
  from_unit: z.number().int(),
  to_unit: z.number().int().nullable(),
  units: z.number().int(),
  rate_satang: z.number().int(),
  amount_satang: z.number().int(),
});

/** The charge for `units` under the client's tariff version in force today; amounts in satang. */
export const ZWaterCost = z.object({
  client_id: z.number().int(),
  units: z.number().int(),
  tariff_group_id: z.number().int(),
  tariff_group_name: z.string(),
  tariff_version_id: z.number().int(),
  effective_from: ZIsoDate,
  /** Only the tiers the units reach. */
  tiers: z.array(ZWaterCostTier),
  /** Sum of the tiers, before the minimum. */
  water_charge: z.number().int(),
  minimum_applied: z.boolean(),
  bill_charge: z.number().int(),
  /** The meter type's maintenance fee, when the tariff applies it; else 0. */
  fee_charge: z.number().int(),
  vat_charge: z.number().int(),
  total_charge: z.number().int(),
});
export type TWaterCost = z.infer<typeof ZWaterCost>;
export const ZWaterCostResponse = dataEnvelope(ZWaterCost);

/** Digits typed on a phone may come as text, Thai digits included: '๑๒๓๔' → 1234. */
function readingFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/[๐-๙]/g, (d) => String(d.charCodeAt(0) - 0x0e50));
  return /^[0-9]{1,15}$/.test(text) ? Number(text) : value;
}

/** A register reading as typed; the meter's digits bound it (checked by the server). */
export const ZCurrentReading = z.preprocess(
  readingFromText,
  z
    .number({ message: V.reading })
    .int({ message: V.reading })
    .min(0, { message: V.reading })
    .max(999_999_999_999_999, { message: V.reading }),
);

/**
 * One reading to save. A second save for the same meter and cycle replaces the first.
 * `confirm_rollover`: the reader confirmed the meter passed its maximum and restarted from 0
 * (asked after NEEDS_ROLLOVER_CONFIRMATION). `confirm_anomaly`: the reader confirmed usage far
 * from the client's average (asked after NEEDS_ANOMALY_CONFIRMATION); saved with a flag.
 */
export const ZReadingInput = z.object({
  cycle_id: z.number().int().positive(),
  meter_id: z.number().int().positive(),
  current_reading: ZCurrentReading,
  confirm_rollover: z.boolean().default(false),
  confirm_anomaly: z.boolean().default(false),
});
export type TReadingInput = z.infer<typeof ZReadingInput>;

/**
 * POST /api/user/waterHistory `{ params: reading | reading[] }`: all saved in one transaction,
 * or none. One reading is taken as a list of one, so errors always name the row by its index:
 * `params.0.current_reading`, `params.3.current_reading`. Codes: VALIDATION (bad value, over
 * the meter's digits, a drop too large to be a roll-over, a meter not installed at an active
 * client), NEEDS_ROLLOVER_CONFIRMATION, NEEDS_ANOMALY_CONFIRMATION (400, the rows concerned in
 * `fields`), CONFLICT (closed cycle, 409), NOT_FOUND (no such cycle).
 */
export const ZSaveReadingsRequest = z.object({
  params: z.preprocess(
    (value) => (Array.isArray(value) ? value : [value]),
    z
      .array(ZReadingInput)
      .min(1, { message: V.required })
      .max(READING_BATCH_MAX, { message: V.listTooLong }),
  ),
});
export type TSaveReadingsRequest = z.input<typeof ZSaveReadingsRequest>;

/** A stored reading, as saving and marking answer it. */
export const ZSavedReading = z.object({
  id: z.number().int(),
  cycle_id: z.number().int(),
  meter_id: z.number().int(),
  client_id: z.number().int(),
  previous_reading: z.number().int(),
  current_reading: z.number().int(),
  units: z.number().int(),
  rollover: z.boolean(),
  estimated: z.boolean(),
  note: ZReadingNote.nullable(),
  flag: ZReadingFlag.nullable(),
  /** ISO date-time. */
  read_at: z.string(),
});
export type TSavedReading = z.infer<typeof ZSavedReading>;

/** In the order given. */
export const ZSavedReadings = z.object({
  saved: z.number().int().nonnegative(),
  readings: z.array(ZSavedReading),
});
export type TSavedReadings = z.infer<typeof ZSavedReadings>;
export const ZSavedReadingsResponse = dataEnvelope(ZSavedReadings);
