import type { TDebtSettings } from '@prapa/contracts/debt';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { debtSettings } from '../../db/schema/debt.ts';

const DEFAULTS: TDebtSettings = {
  pay_within_days: 15,
  signer_name: '',
  signer_position: '',
  reconnection_fee_satang: 0,
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
    updatedAt: now,
    updatedBy: by,
  };
  await db
    .insert(debtSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: debtSettings.id, set });
}
