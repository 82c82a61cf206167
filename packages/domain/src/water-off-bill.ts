import { percentOf } from './money.ts';

/**
 * The bill of a meter whose water is cut (a disconnection order `disconnected` or
 * `reconnect_requested`, docs/decisions/028): no water charge and no minimum charge, only the
 * meter fee (when the tariff applies one) and its VAT, rounded half up once as in the tariff.
 */
export function waterOffBill(input: {
  fee_satang: number;
  vat_enabled: boolean;
  vat_rate_bp: number;
}): { bill_satang: number; fee_satang: number; vat_satang: number } {
  const vat = input.vat_enabled ? percentOf(input.fee_satang, input.vat_rate_bp) : 0;
  return { bill_satang: 0, fee_satang: input.fee_satang, vat_satang: vat };
}
