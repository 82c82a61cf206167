import {
  DEFAULT_INVESTIGATION_SETTINGS,
  type InvestigationSettings,
} from '@prapa/domain/investigation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { investigationSettings } from '../../db/schema/investigation.ts';

const columns = {
  averageCycles: investigationSettings.averageCycles,
  abnormalMultiplePct: investigationSettings.abnormalMultiplePct,
  abnormalMinUnits: investigationSettings.abnormalMinUnits,
  constantCycles: investigationSettings.constantCycles,
  deviationPct: investigationSettings.deviationPct,
};

/** The one settings row (migration 0020 seeds it); the defaults if it is somehow missing. */
export async function findInvestigationSettings(
  db: Db,
  lock?: 'update',
): Promise<InvestigationSettings> {
  const query = db
    .select(columns)
    .from(investigationSettings)
    .where(eq(investigationSettings.id, 1))
    .limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? { ...DEFAULT_INVESTIGATION_SETTINGS };
}

export async function saveInvestigationSettings(
  db: Db,
  values: InvestigationSettings,
  by: number | null,
  now: Date,
): Promise<void> {
  await db
    .insert(investigationSettings)
    .values({ id: 1, ...values, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: investigationSettings.id,
      set: { ...values, updatedAt: now, updatedBy: by },
    });
}
