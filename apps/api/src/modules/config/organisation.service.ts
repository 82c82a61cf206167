import type { TOrganisation, TOrganisationInput } from '@prapa/contracts/organisation';
import type { OrganisationRow } from '../../db/schema/organisation.ts';
import { withTransaction } from '../../db/transaction.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
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

function toInput(row: OrganisationRow): TOrganisationInput {
  return {
    name: row.name,
    address: row.address,
    tax_id: row.taxId,
    phone: row.phone,
    logo: row.logo,
    receipt_header: row.receiptHeader,
    receipt_footer: row.receiptFooter,
    promptpay_biller_id: row.promptpayBillerId,
    fiscal_year_start_month: row.fiscalYearStartMonth,
    due_rule: row.dueRule,
  };
}

function toOrganisation(row: OrganisationRow): TOrganisation {
  return { ...toInput(row), updated_at: row.updatedAt?.toISOString() ?? null };
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
    promptpayBillerId: input.promptpay_biller_id,
    fiscalYearStartMonth: input.fiscal_year_start_month,
    dueRule: input.due_rule,
  };
}

/** The logo is a data URL of up to ~200 KB: the audit row notes a change, not the image. */
function audited(input: TOrganisationInput) {
  return { ...input, logo: input.logo === null ? null : `(${input.logo.length} characters)` };
}

export async function getOrganisation(ctx: RequestContext): Promise<TOrganisation> {
  return toOrganisation((await findOrganisation(ctx.db)) ?? BLANK);
}

export async function saveOrganisationSettings(
  ctx: RequestContext,
  input: TOrganisationInput,
): Promise<TOrganisation> {
  return withTransaction(ctx.db, async (tx) => {
    const before = await findOrganisation(tx, { lock: true });
    const row = await saveOrganisation(tx, valuesOf(input), ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'organisation.update',
      entity: 'organisation',
      entityId: row.id,
      before: before ? audited(toInput(before)) : null,
      after: audited(input),
    });
    return toOrganisation(row);
  });
}
