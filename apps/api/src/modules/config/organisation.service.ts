import type { TOrganisation, TOrganisationInput } from '@prapa/contracts/organisation';
import { V } from '@prapa/contracts/validation-keys';
import { clashingPrefixes } from '@prapa/domain/document-number';
import type { Db } from '../../db/database.ts';
import type { OrganisationRow } from '../../db/schema/organisation.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import {
  findDocumentPrefixes,
  saveDocumentPrefixes,
} from '../documents/document-numbers.repository.ts';
import {
  findOrganisation,
  type OrganisationValues,
  saveOrganisation,
} from './organisation.repository.ts';

/** Before the settings are first saved (a table emptied by hand): a blank organisation. */
const BLANK: OrganisationRow = {
  id: 1,
  name: '',
  address: '',
  taxId: '',
  phone: '',
  logo: null,
  receiptHeader: '',
  receiptFooter: '',
  promptpayBillerId: '',
  fiscalYearStartMonth: 10,
  dueRule: { kind: 'days_after', days: 15 },
  updatedAt: null,
};

function toInput(row: OrganisationRow): Omit<TOrganisationInput, 'document_prefixes'> {
  return {
    name: row.name,
    address: row.address,
    tax_id: row.taxId,
    phone: row.phone,
    logo: row.logo,
    receipt_header: row.receiptHeader,
    receipt_footer: row.receiptFooter,
    fiscal_year_start_month: row.fiscalYearStartMonth,
    due_rule: row.dueRule,
  };
}

function toOrganisation(row: OrganisationRow, prefixes: Record<string, string>): TOrganisation {
  return {
    ...toInput(row),
    promptpay_biller_id: row.promptpayBillerId,
    updated_at: row.updatedAt?.toISOString() ?? null,
    document_prefixes: prefixes,
  };
}

function valuesOf(input: TOrganisationInput): OrganisationValues {
  return {
    name: input.name,
    address: input.address,
    taxId: input.tax_id,
    phone: input.phone,
    logo: input.logo,
    receiptHeader: input.receipt_header,
    receiptFooter: input.receipt_footer,
    fiscalYearStartMonth: input.fiscal_year_start_month,
    dueRule: input.due_rule,
  };
}

/** The logo is a data URL of up to ~200 KB: the audit row notes a change, not the image. */
function audited(input: Omit<TOrganisationInput, 'document_prefixes'>) {
  return { ...input, logo: input.logo === null ? null : `(${input.logo.length} characters)` };
}

async function organisationOf(db: Db, row: OrganisationRow | undefined) {
  return toOrganisation(row ?? BLANK, await findDocumentPrefixes(db));
}

export async function getOrganisation(ctx: RequestContext): Promise<TOrganisation> {
  return organisationOf(ctx.db, await findOrganisation(ctx.db));
}

export async function saveOrganisationSettings(
  ctx: RequestContext,
  input: TOrganisationInput,
): Promise<TOrganisation> {
  return withTransaction(ctx.db, async (tx) => {
    const before = await findOrganisation(tx, { lock: true });
    const prefixesBefore = await findDocumentPrefixes(tx);
    const row = await saveOrganisation(tx, valuesOf(input), ctx.now);
    // Prefixes apply to numbers taken from now on; issued numbers keep their text (decision 014).
    const given = input.document_prefixes ?? {};
    const clashing = clashingPrefixes({ ...prefixesBefore, ...given }).filter((k) => k in given);
    if (clashing.length > 0) {
      throw new AppError('VALIDATION', {
        messageKey: V.documentPrefixTaken,
        fields: clashing.map((kind) => ({
          path: `document_prefixes.${kind}`,
          message: V.documentPrefixTaken,
        })),
      });
    }
    const unknown = await saveDocumentPrefixes(tx, given, ctx.now);
    if (unknown[0] !== undefined) {
      throw new AppError('VALIDATION', {
        messageKey: 'document_kind_unknown',
        params: { kind: unknown[0] },
        fields: unknown.map((kind) => ({
          path: `document_prefixes.${kind}`,
          message: 'document_kind_unknown',
        })),
      });
    }
    const prefixes = await findDocumentPrefixes(tx);
    const { document_prefixes: _given, ...rest } = input;
    await audit(tx, {
      ...auditFields(ctx),
      action: 'organisation.update',
      entity: 'organisation',
      entityId: row.id,
      before: before ? { ...audited(toInput(before)), document_prefixes: prefixesBefore } : null,
      after: { ...audited(rest), document_prefixes: prefixes },
    });
    return toOrganisation(row, prefixes);
  });
}
