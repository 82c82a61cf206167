import { z } from 'zod';
import { ZIsoDate } from './common-fields.ts';
import { dataEnvelope, pageOf } from './envelope.ts';
import { ZQueryId } from './query-fields.ts';

/** The audit screen's calls (ADMIN and DEV; docs/decisions/015). */
export const AUDIT_PATHS = {
  list: '/api/audit',
  people: '/api/audit/people',
  exportXlsx: '/api/audit/export-xlsx',
} as const;

/**
 * Kinds of audited actions, each a set of action prefixes (`auth.` …); `other` is the rest.
 * `audit-kinds.test.ts` (api) fails when an action the code audits has no kind here.
 */
export const AUDIT_KINDS = [
  'sign_in',
  'payments',
  'invoices',
  'clients',
  'readings',
  'configuration',
  'accounts',
  'imports',
  'investigation',
  'files',
  'jobs',
  'reports',
  'bank',
  'remittance',
  'debt',
  'other',
] as const;
export const ZAuditKind = z.enum(AUDIT_KINDS);
export type TAuditKind = z.infer<typeof ZAuditKind>;

export const AUDIT_KIND_PREFIXES: Record<Exclude<TAuditKind, 'other'>, readonly string[]> = {
  sign_in: ['auth.'],
  payments: ['receipt.', 'payment.'],
  invoices: ['invoice.'],
  clients: ['client.', 'meter.'],
  readings: ['reading.', 'billing_cycle.'],
  configuration: [
    'area.',
    'meter_type.',
    'organisation.',
    'role.',
    'tariff_group.',
    'tariff_version.',
    'tariff.',
    'client_status.',
    'document_series.',
    'bank_settings.',
    'debt_settings.',
  ],
  accounts: ['account.'],
  imports: ['data_import.', 'generator.'],
  investigation: ['investigation.'],
  files: ['file.'],
  jobs: ['job.'],
  reports: ['report.'],
  // The bank file, remittance, debt letters and disconnection (issues 14–16).
  bank: ['bank.', 'bank_import.', 'credit.'],
  remittance: ['remittance.'],
  debt: ['debt.', 'debt_letter.', 'disconnection.', 'invoice_charge.', 'instalment_plan.'],
};

export function auditKindOf(action: string): TAuditKind {
  for (const [kind, prefixes] of Object.entries(AUDIT_KIND_PREFIXES)) {
    if (prefixes.some((prefix) => action.startsWith(prefix))) return kind as TAuditKind;
  }
  return 'other';
}

export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** Filters shared by the list and the export; dates are Bangkok days, both ends included. */
export const ZAuditFilter = z.object({
  account_id: ZQueryId.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  kind: ZAuditKind.optional(),
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditListQuery = ZAuditFilter.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(25),
});
export type TAuditListQuery = z.input<typeof ZAuditListQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  account_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  full_name: z.string().nullable(),
  action: z.string(),
  kind: ZAuditKind,
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = pageOf(ZAuditEntry);
export type TAuditPage = z.infer<typeof ZAuditPage>;
export const ZAuditPageResponse = dataEnvelope(ZAuditPage);

/** Everyone who may appear in the log, for the person filter (disabled accounts too). */
export const ZAuditPerson = z.object({
  id: z.number().int(),
  user_name: z.string(),
  full_name: z.string(),
});
export type TAuditPerson = z.infer<typeof ZAuditPerson>;
export const ZAuditPeopleResponse = dataEnvelope(z.array(ZAuditPerson));
