import type { TDebtSettings } from '@prapa/contracts/debt';
import { LATE_FEE_OFF } from '@prapa/domain/late-fee';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { debtSettings } from '../../db/schema/debt.ts';

const DEFAULTS: TDebtSettings = {
  pay_within_days: 15,
  signer_name: '',
  signer_position: '',
  reconnection_fee_satang: 0,
  late_fee: { ...LATE_FEE_OFF },
};

/** The one settings row (migration 0025 seeds it); the defaults if it is missing. */
export async function findDebtSettings(db: Db): Promise<TDebtSettings> {
  const [row] = await db.select().from(debtSettings).where(eq(debtSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULTS };
  return {
    pay_within_days: row.payWithinDays,
    signer_name: row.signerName,
    signer_position: row.signerPosition,
    reconnection_fee_satang: row.reconnectionFeeSatang,
    late_fee: {
      enabled: row.lateFeeEnabled,
      mode: row.lateFeeMode,
      fixed_satang: row.lateFeeFixedSatang,
      rate_bp: row.lateFeeRateBp,
      after_days: row.lateFeeAfterDays,
      base: row.lateFeeBase,
      cap_satang: row.lateFeeCapSatang,
    },
  };
}

export async function saveDebtSettings(
  db: Db,
  values: TDebtSettings,
  by: number | null,
  now: Date,
): Promise<void> {
  const set = {
    payWithinDays: values.pay_within_days,
    signerName: values.signer_name,
    signerPosition: values.signer_position,
    reconnectionFeeSatang: values.reconnection_fee_satang,
    lateFeeEnabled: values.late_fee.enabled,
    lateFeeMode: values.late_fee.mode,
    lateFeeFixedSatang: values.late_fee.fixed_satang,
    lateFeeRateBp: values.late_fee.rate_bp,
    lateFeeAfterDays: values.late_fee.after_days,
    lateFeeBase: values.late_fee.base,
    lateFeeCapSatang: values.late_fee.cap_satang,
    updatedAt: now,
    updatedBy: by,
  };
  await db
    .insert(debtSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: debtSettings.id, set });
}
