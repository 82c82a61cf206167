import { z } from 'zod';
import { ZClientStatusCode } from './client-statuses.ts';
import { ZIsoDate, ZPickedId, ZRequiredText } from './common-fields.ts';
import { dataEnvelope, pageOf } from './envelope.ts';
import { ZNewMeter } from './meters.ts';
import { ZQueryBoolean, ZQueryId, ZQueryList } from './query-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Water users (สมาชิกผู้ใช้น้ำ, "clients"). Response field names are those of spec §3, so some
 * are camelCase (`memberId`, `waterNo`, `meterNo`) and most snake_case. Requests use snake_case
 * only: the web client converts its keys (spec §7).
 */

/** A client as every list, lookup-by-id and write call returns it, with the current meter. */
export const ZClient = z.object({
  /** Row id: what edit, delete, ignore and status calls take. */
  id: z.number().int(),
  /** The member id zero-padded to 5 digits ('00042'), as printed and typed. */
  client_id: z.string(),
  memberId: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** first_name + ' ' + last_name (titles such as นาย/นาง are not stored). */
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  house_no: z.string(),
  address: z.string(),
  /** Area id. */
  area: z.number().int(),
  area_code: z.string(),
  area_name: z.string(),
  status_code: ZClientStatusCode,
  status_name: z.string(),
  /** Unpaid total (due and overdue bills alike), satang. */
  debt: z.number().int(),
  /**
   * Decision 014: 'overdue' (ค้างชำระ, status `_1`) when a bill is past its due date, 'due'
   * (รอชำระ) when bills are unpaid but none is past due yet, 'none' when nothing is unpaid.
   */
  owing: z.enum(['none', 'due', 'overdue']),
  waterNo: z.string().nullable(),
  tariff_group_id: z.number().int(),
  tariff_group_name: z.string(),
  /** Kept on the register but left out of the bill run (docs/decisions/004). */
  ignored: z.boolean(),
  ignored_reason: z.string(),
  /** ISO date-times. */
  created_date: z.string(),
  modify_date: z.string(),
  // The meter installed now; null only for a client whose meter was never recorded.
  meter_id: z.number().int().nullable(),
  meterNo: z.string().nullable(),
  /** The meter type's name. */
  meterName: z.string().nullable(),
  meterSize: z.string().nullable(),
  meter_type_id: z.number().int().nullable(),
  meter_type_name: z.string().nullable(),
  /** Monthly maintenance fee, satang. */
  meter_type_fee: z.number().int().nullable(),
  meter_digit: z.number().int().nullable(),
  installed_on: ZIsoDate.nullable(),
  initial_reading: z.number().int().nullable(),
});
export type TClient = z.infer<typeof ZClient>;

export const CLIENT_SORTS = [
  'member_id',
  'fullname',
  'area_name',
  'status_code',
  'debt',
  'house_no',
] as const;
export type TClientSort = (typeof CLIENT_SORTS)[number];

export const CLIENT_PAGE_SIZE_DEFAULT = 10;
export const CLIENT_PAGE_SIZE_MAX = 100;
/** Lookups (autocomplete) answer at most this many rows. */
export const CLIENT_LOOKUP_LIMIT = 20;

/** The filters the list, the checkbox list, the PDF and the CSV share. */
export const ZClientFilter = z.object({
  /** Thai text on names, address, house no; also member id, water no and meter no. */
  q: z.string().trim().max(100).optional(),
  area_id: ZQueryId.optional(),
  /** One code or several (repeated key or comma list). */
  status_code: ZQueryList(ZClientStatusCode, 4).optional(),
  ignored: ZQueryBoolean.optional(),
});
export type TClientFilter = z.infer<typeof ZClientFilter>;

const ZSortOrder = {
  sort: z.enum(CLIENT_SORTS).default('member_id'),
  order: z.enum(['asc', 'desc']).default('asc'),
};

/** GET /api/user/client: with `id` one client; otherwise a page of the filtered list. */
export const ZClientListQuery = ZClientFilter.extend({
  id: ZQueryId.optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(CLIENT_PAGE_SIZE_MAX)
    .default(CLIENT_PAGE_SIZE_DEFAULT),
  ...ZSortOrder,
});
export type TClientListQuery = z.input<typeof ZClientListQuery>;

export const ZClientPage = pageOf(ZClient);
export type TClientPage = z.infer<typeof ZClientPage>;

/** Answer of GET /api/user/client with `id`. */
export const ZClientResponse = dataEnvelope(ZClient);
/** Answer of GET /api/user/client without `id`. */
export const ZClientPageResponse = dataEnvelope(ZClientPage);
/** What the route declares: either of the two above. */
export const ZClientGetResponse = dataEnvelope(z.union([ZClient, ZClientPage]));

/** GET …/export-csv: the list's filters and order, every row. */
export const ZClientExportQuery = ZClientFilter.extend(ZSortOrder);
export type TClientExportQuery = z.input<typeof ZClientExportQuery>;

/** GET …/get-client-by-checkbox(-pdf): the ticked rows (`ids`) or else the filters. */
export const ZClientCheckboxQuery = ZClientFilter.extend({
  ids: ZQueryList(ZQueryId, 5000).optional(),
  ...ZSortOrder,
});
export type TClientCheckboxQuery = z.input<typeof ZClientCheckboxQuery>;
export const ZClientListResponse = dataEnvelope(z.array(ZClient));

export const ZClientLookupQuery = z.object({ q: z.string().trim().max(100).default('') });
export type TClientLookupQuery = z.input<typeof ZClientLookupQuery>;

/** One autocomplete suggestion. */
export const ZClientLookupItem = z.object({
  id: z.number().int(),
  client_id: z.string(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  area_name: z.string(),
  waterNo: z.string().nullable(),
  meterNo: z.string().nullable(),
  status_code: ZClientStatusCode,
  status_name: z.string(),
});
export type TClientLookupItem = z.infer<typeof ZClientLookupItem>;
export const ZClientLookupResponse = dataEnvelope(z.array(ZClientLookupItem));

/** One line of the per-area summary report: counts per status, and the area's debt (satang). */
export const ZClientSummaryRow = z.object({
  area: z.number().int(),
  area_code: z.string(),
  area_name: z.string(),
  s_1_0: z.number().int().nonnegative(),
  s_1_1: z.number().int().nonnegative(),
  s_2_0: z.number().int().nonnegative(),
  s_2_1: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  debt: z.number().int(),
});
export type TClientSummaryRow = z.infer<typeof ZClientSummaryRow>;
export const ZClientSummaryResponse = dataEnvelope(z.array(ZClientSummaryRow));

/** Spec §3: a list whose first (only) item holds the counts of non-deleted clients. */
export const ZGroupTotal = z.object({
  active: z.number().int().nonnegative(),
  active_debt: z.number().int().nonnegative(),
  inactive: z.number().int().nonnegative(),
  inactive_debt: z.number().int().nonnegative(),
});
export type TGroupTotal = z.infer<typeof ZGroupTotal>;
export const ZGroupTotalResponse = dataEnvelope(z.array(ZGroupTotal));

/** Thai mobile and landline numbers, several separated by commas; empty allowed. */
const ZPhone = z
  .string()
  .trim()
  .regex(/^[0-9+\-\s,]{0,40}$/, { message: V.phoneFormat });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZEmail = z
  .string()
  .trim()
  .max(200)
  .refine((value) => value === '' || EMAIL.test(value), { message: V.emailFormat });

/** Optional; an empty text clears it. Unique among clients that are not deleted. */
const ZWaterNo = z
  .string()
  .trim()
  .max(30)
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** Fields a client is created and edited with; the form uses the same schema. */
export const ZClientFields = z.object({
  first_name: ZRequiredText(100),
  last_name: ZRequiredText(100),
  house_no: z.string().trim().max(30).default(''),
  address: z.string().trim().max(300).default(''),
  /** Area id; must be an active area. */
  area: ZPickedId,
  phone: ZPhone.default(''),
  email: ZEmail.default(''),
  /** Must be an active tariff group. */
  tariff_group_id: ZPickedId,
  water_no: ZWaterNo.default(null),
});
export type TClientFields = z.infer<typeof ZClientFields>;

/** POST /api/user/client `{ params }`: the client and its first meter, saved together. */
export const ZCreateClientParams = ZClientFields.extend({ meter: ZNewMeter });
export type TCreateClientParams = z.infer<typeof ZCreateClientParams>;
export const ZCreateClientRequest = z.object({ params: ZCreateClientParams });
export type TCreateClientRequest = z.input<typeof ZCreateClientRequest>;

/**
 * PATCH /api/user/client `{ params: { id, …fields } }`: fields left out stay as they are. Not
 * the meter (see meter replace) and not the status (see the status call).
 */
export const ZUpdateClientParams = z.object({
  id: z.number().int().positive(),
  first_name: ZRequiredText(100).optional(),
  last_name: ZRequiredText(100).optional(),
  house_no: z.string().trim().max(30).optional(),
  address: z.string().trim().max(300).optional(),
  area: ZPickedId.optional(),
  phone: ZPhone.optional(),
  email: ZEmail.optional(),
  tariff_group_id: ZPickedId.optional(),
  water_no: ZWaterNo.optional(),
});
export type TUpdateClientParams = z.infer<typeof ZUpdateClientParams>;
export const ZUpdateClientRequest = z.object({ params: ZUpdateClientParams });
export type TUpdateClientRequest = z.input<typeof ZUpdateClientRequest>;

/** DELETE /api/user/client?id= */
export const ZDeleteClientQuery = z.object({ id: ZQueryId });

/** One row id or several (multi-select). */
export const ZClientIds = z.union([
  z.number().int().positive(),
  z.array(z.number().int().positive()).min(1).max(5000, { message: V.listTooLong }),
]);

/**
 * PATCH …/ignore-clients and …/normal-clients `{ params: id | id[], reason? }`.
 * Rule: docs/decisions/004-ignored-clients.md.
 */
export const ZIgnoreClientsRequest = z.object({
  params: ZClientIds,
  reason: z.string().trim().max(300).default(''),
});
export type TIgnoreClientsRequest = z.input<typeof ZIgnoreClientsRequest>;
/** The row ids that were changed, in the order given. */
export const ZClientIdsResponse = dataEnvelope(z.object({ ids: z.array(z.number().int()) }));

export const CLIENT_STATUS_ACTIONS = ['cancel', 'reinstate'] as const;

/** PATCH …/status: cancel (1_x → 2_x) or reinstate (2_x → 1_x); the debt half stays. */
export const ZClientStatusChangeRequest = z.object({
  params: z.object({
    id: z.number().int().positive(),
    action: z.enum(CLIENT_STATUS_ACTIONS),
    reason: ZRequiredText(300),
  }),
});
export type TClientStatusChangeRequest = z.input<typeof ZClientStatusChangeRequest>;
