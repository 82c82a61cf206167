import type { TNewTariffVersionRequest } from '@prapa/contracts/tariffs';
import { V } from '@prapa/contracts/validation-keys';
import { type TariffError, type TariffErrorCode, validateTariff } from '@prapa/domain/tariff';
import { parseIsoDate } from '@prapa/domain/thai-date';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';

/** Which input of a tier row (or of the rules) each error belongs to, so a form can mark it. */
const TIER_FIELD: Partial<Record<TariffErrorCode, string>> = {
  FIRST_TIER_START: 'from_unit',
  GAP: 'from_unit',
  OVERLAP: 'from_unit',
  TIER_RANGE: 'to_unit',
  OPEN_TIER_NOT_LAST: 'to_unit',
  LAST_TIER_NOT_OPEN: 'to_unit',
  INVALID_RATE: 'rate_satang',
};

const RULE_FIELD: Partial<Record<TariffErrorCode, string>> = {
  NO_TIERS: 'tiers',
  INVALID_MINIMUM_CHARGE: 'minimum_charge_satang',
  INVALID_MINIMUM_UNITS: 'minimum_units',
  INVALID_VAT_RATE: 'vat_rate_bp',
};

function pathOf(error: TariffError, prefix: string): string {
  if (error.tier !== undefined) {
    const field = TIER_FIELD[error.code];
    return `${prefix}tiers.${error.tier}${field ? `.${field}` : ''}`;
  }
  return `${prefix}${RULE_FIELD[error.code] ?? 'tiers'}`;
}

/**
 * The server checks the progressive-rate rules itself (the form's check is a convenience):
 * 400 VALIDATION, the first problem as the message, every problem as a field error whose
 * message key `tariff.<CODE>` the locale files translate. `prefix` is where the rules sit
 * in the request body ('' or 'first_version.').
 */
export function assertValidTariffVersion(input: TNewTariffVersionRequest, prefix = ''): void {
  const fields: FieldIssue[] = validateTariff(input).map((error) => ({
    path: pathOf(error, prefix),
    message: `tariff.${error.code}`,
  }));
  if (!parseIsoDate(input.effective_from)) {
    fields.push({ path: `${prefix}effective_from`, message: V.dateFormat });
  }
  const first = fields[0];
  if (first) throw new AppError('VALIDATION', { messageKey: first.message, fields });
}
