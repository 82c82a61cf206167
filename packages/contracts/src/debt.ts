import { z } from 'zod';
import { ZId, ZIsoDate, ZSatang } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZDebtorPlan } from './instalments.ts';
import { ZQueryId, ZQueryList, ZQueryOptionalId } from './query-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Debt (issue 16): the debtor list with aging (`/debtaccount`), a member's ป.17 ledger, debt
 * letters (`/process/debtnotification`) and disconnection orders. `client_id` is the client's
 * row id, `memberId` the member id. A debtor owes when a live bill is unpaid past its due date
 * (docs/decisions/014).
 */
export const DEBT_PATHS = {
  prefix: '/api/debt',
  /** GET the debtor list with aging, filters and totals per bucket and per area. */
  debtors: '/api/debt/debtors',
  /** GET a member's ป.17 ledger (`/api/debt/ledger/:id`, id = client id); …/pdf, …/xlsx. */
  ledger: '/api/debt/ledger',
  /** GET / PUT the letter and reconnection settings. */
  settings: '/api/debt/settings',
  /** POST preview a letter run (who would get one); POST issue it. */
  letterPreview: '/api/debt/letters/preview',
  letters: '/api/debt/letters',
  /** GET the PDF of a batch (`/api/debt/letters/batch/:no/pdf`) or a copy of one letter. */
  letterBatch: '/api/debt/letters/batch',
  /** GET the disconnection list; POST create orders; POST /:id/transition. */
  disconnections: '/api/debt/disconnections',
} as const;

// The same lists as @prapa/domain/debt-aging and /disconnection (contracts depend on zod alone;
// the API's debt test checks they agree).
export const AGING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export const DISCONNECTION_STATES = [
  'pending',
  'disconnected',
  'reconnect_requested',
  'reconnected',
  'cancelled',
] as const;
export const DISCONNECTION_ACTIONS = [
  'disconnect',
  'request_reconnect',
  'reconnect',
  'cancel',
] as const;

export const ZAgingBucket = z.enum(AGING_BUCKETS, { message: V.selectOne });
export type TAgingBucket = z.infer<typeof ZAgingBucket>;
export const ZLetterKind = z.enum(['first', 'second', 'final'], { message: V.selectOne });
export type TLetterKind = z.infer<typeof ZLetterKind>;
export const ZDisconnectionState = z.enum(DISCONNECTION_STATES);
export type TDisconnectionState = z.infer<typeof ZDisconnectionState>;
export const ZDisconnectionAction = z.enum(DISCONNECTION_ACTIONS, { message: V.selectOne });

export const DEBTOR_SORTS = ['amount', 'months', 'oldest_due', 'member_id', 'route'] as const;
export const DEBTOR_PAGE_SIZE_MAX = 200;

const ZMinSatang = z.coerce.number({ message: V.satang }).int({ message: V.satang }).min(0);
const ZMonths = z.coerce.number({ message: V.idFormat }).int().min(1).max(600);

/** Filters shared by the list and the letter selection. */
export const ZDebtorFilter = z.object({
  area_id: ZQueryOptionalId,
  min_months: ZMonths.optional(),
  min_amount_satang: ZMinSatang.optional(),
  bucket: ZAgingBucket.optional(),
});
export type TDebtorFilter = z.infer<typeof ZDebtorFilter>;

export const ZDebtorListQuery = ZDebtorFilter.extend({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(DEBTOR_SORTS).default('amount'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(DEBTOR_PAGE_SIZE_MAX).default(20),
});
export type TDebtorListQuery = z.infer<typeof ZDebtorListQuery>;

export const ZDebtorRow = z.object({
  client_id: z.number().int(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  area_id: z.number().int(),
  area_name: z.string(),
  months: z.number().int(),
  overdue_satang: ZSatang,
  /** Everything unpaid, overdue or not yet due. */
  debt_satang: ZSatang,
  oldest_due: ZIsoDate,
  days_past_due: z.number().int(),
  bucket: ZAgingBucket,
  letters_sent: z.number().int(),
  last_letter: z
    .object({ kind: ZLetterKind, letter_no: z.string(), issued_on: ZIsoDate, pay_by: ZIsoDate })
    .nullable(),
  disconnection: z.object({ id: z.number().int(), state: ZDisconnectionState }).nullable(),
  /** The member's active or broken instalment plan (docs/decisions/029). */
  plan: ZDebtorPlan.nullable(),
});
export type TDebtorRow = z.infer<typeof ZDebtorRow>;

const ZTotal = z.object({ count: z.number().int(), overdue_satang: ZSatang });
export const ZDebtorList = z.object({
  today: ZIsoDate,
  rows: z.array(ZDebtorRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  totals: ZTotal,
  by_bucket: z.array(ZTotal.extend({ bucket: ZAgingBucket })),
  by_area: z.array(ZTotal.extend({ area_id: z.number().int(), area_name: z.string() })),
});
export type TDebtorList = z.infer<typeof ZDebtorList>;
export const ZDebtorListResponse = dataEnvelope(ZDebtorList);

export const ZLedgerRow = z.object({
  cycle_id: z.number().int(),
  cycle_name: z.string(),
  invoice_no: z.string().nullable(),
  previous_reading: z.number().int().nullable(),
  current_reading: z.number().int().nullable(),
  units: z.number().int(),
  water_satang: z.number().int(),
  topup_satang: z.number().int(),
  fee_satang: z.number().int(),
  vat_satang: z.number().int(),
  total_satang: z.number().int(),
  brought_forward_satang: z.number().int(),
  grand_total_satang: z.number().int(),
  paid_satang: z.number().int(),
  paid_on: ZIsoDate.nullable(),
  receipt_nos: z.string().nullable(),
  carried_forward_satang: z.number().int(),
  /**
   * A cancelled bill of the month (ยกเลิก): its number and amount (`total_satang`) are shown for
   * the record, every other amount is 0 and nothing of it counts in a total or a balance.
   */
  cancelled: z.boolean().default(false),
  cancel_reason: z.string().nullable().default(null),
});
export type TLedgerRow = z.infer<typeof ZLedgerRow>;

export const ZMemberLedger = z.object({
  client_id: z.number().int(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  address: z.string(),
  area_name: z.string(),
  debt_satang: ZSatang,
  rows: z.array(ZLedgerRow),
  letters: z.array(
    z.object({
      id: z.number().int(),
      kind: ZLetterKind,
      letter_no: z.string(),
      issued_on: ZIsoDate,
      pay_by: ZIsoDate,
      amount_satang: ZSatang,
      months: z.number().int(),
      batch_no: z.number().int(),
      issued_by: z.string().nullable(),
    }),
  ),
  disconnections: z.array(z.lazy(() => ZDisconnection)),
});
export type TMemberLedger = z.infer<typeof ZMemberLedger>;
export const ZMemberLedgerResponse = dataEnvelope(ZMemberLedger);

/**
 * The late-fee rule (docs/decisions/028; arithmetic in @prapa/domain/late-fee): off by
 * default; a fixed amount or basis points of the base, once the bill is `after_days` past due,
 * one line per overdue bill or one per bill run on the overdue balance, optionally capped.
 */
export const ZLateFeeRule = z
  .object({
    enabled: z.boolean(),
    mode: z.enum(['fixed', 'percent']),
    fixed_satang: ZSatang,
    /** Basis points: 150 = 1.5 %. */
    rate_bp: z.number().int().min(0).max(10_000),
    after_days: z.number().int().min(1, { message: V.required }).max(365),
    base: z.enum(['bill', 'balance']),
    cap_satang: ZSatang.min(1, { message: V.satang }).nullable(),
  })
  .refine((r) => !r.enabled || (r.mode === 'fixed' ? r.fixed_satang > 0 : r.rate_bp > 0), {
    message: V.required,
    path: ['amount'],
  });
export type TLateFeeRule = z.infer<typeof ZLateFeeRule>;

export const ZDebtSettings = z.object({
  pay_within_days: z.number().int().min(1, { message: V.required }).max(90),
  signer_name: z.string().trim().max(120),
  signer_position: z.string().trim().max(120),
  reconnection_fee_satang: ZSatang,
  late_fee: ZLateFeeRule,
});
export type TDebtSettings = z.infer<typeof ZDebtSettings>;
export const ZDebtSettingsResponse = dataEnvelope(ZDebtSettings);
export const ZUpdateDebtSettingsRequest = z.object({ params: ZDebtSettings });

/** Who gets a letter: the filters (default: owing 2+ months) or members picked by hand. */
export const ZLetterSelection = z.object({
  kind: ZLetterKind,
  area_id: ZId.optional(),
  min_months: z.number().int().min(1).max(600).default(2),
  min_amount_satang: ZSatang.optional(),
  client_ids: z.array(ZId).max(5000).optional(),
});
export type TLetterSelection = z.infer<typeof ZLetterSelection>;
export const ZLetterPreviewRequest = z.object({ params: ZLetterSelection });
export const ZLetterIssueRequest = z.object({ params: ZLetterSelection });

export const ZLetterPreview = z.object({
  kind: ZLetterKind,
  issued_on: ZIsoDate,
  pay_by: ZIsoDate,
  count: z.number().int(),
  amount_satang: ZSatang,
  rows: z.array(ZDebtorRow),
});
export const ZLetterPreviewResponse = dataEnvelope(ZLetterPreview);

/** A numbered run of letters: one batch, one PDF. */
export const ZLetterBatch = z.object({
  batch_no: z.number().int(),
  count: z.number().int(),
  first_no: z.string(),
  last_no: z.string(),
});
export type TLetterBatch = z.infer<typeof ZLetterBatch>;

/**
 * Issuing letters is a background job (kind `debt_letters`, polled at `/api/jobs/:id`): its
 * parameters are the selection, and, once the letters are numbered, the batch; the job's file
 * is the batch's PDF in the file room.
 */
export const LETTERS_JOB_KIND = 'debt_letters';
export const ZLetterJobParams = z.object({
  selection: ZLetterSelection,
  batch: ZLetterBatch.optional(),
});
export type TLetterJobParams = z.infer<typeof ZLetterJobParams>;

export const ZDisconnection = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  area_name: z.string(),
  meter_no: z.string().nullable(),
  state: ZDisconnectionState,
  amount_satang: ZSatang,
  unpaid_satang: ZSatang,
  letter_no: z.string().nullable(),
  created_at: z.string(),
  disconnected_on: ZIsoDate.nullable(),
  disconnect_reading: z.number().int().nullable(),
  reconnect_fee_satang: ZSatang.nullable(),
  reconnected_on: ZIsoDate.nullable(),
  reconnect_reading: z.number().int().nullable(),
  note: z.string(),
});
export type TDisconnection = z.infer<typeof ZDisconnection>;

export const ZDisconnectionListQuery = z.object({
  state: ZQueryList(ZDisconnectionState, 5).optional(),
  area_id: ZQueryOptionalId,
});
export const ZDisconnectionList = z.object({
  /** Members whose final letter's pay-by date has passed, still owing, with no open order. */
  candidates: z.array(ZDebtorRow),
  orders: z.array(ZDisconnection),
});
export const ZDisconnectionListResponse = dataEnvelope(ZDisconnectionList);

export const ZCreateDisconnectionsRequest = z.object({
  params: z.object({ client_ids: z.array(ZId).min(1, { message: V.required }).max(5000) }),
});
export const ZCreateDisconnectionsResponse = dataEnvelope(z.object({ created: z.number().int() }));

export const ZDisconnectionTransitionRequest = z.object({
  params: z.object({
    action: ZDisconnectionAction,
    on: ZIsoDate.optional(),
    reading: z.number().int().min(0).max(99_999_999).optional(),
    fee_paid_satang: ZSatang.optional(),
    /** ADMIN: reconnect although arrears or the fee are unpaid. */
    allow: z.boolean().default(false),
    note: z.string().trim().max(500).default(''),
  }),
});
export const ZDisconnectionResponse = dataEnvelope(ZDisconnection);
export const ZDebtIdParam = z.object({ id: ZQueryId });
