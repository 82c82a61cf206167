import { bangkokToday } from '@prapa/domain/bill-state';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { ScheduledTask } from '../../lib/scheduler.ts';
import { audit } from '../audit/audit.repository.ts';
import { refreshInstalmentPlans } from '../debt/instalment-refresh.service.ts';
import { refreshOverdueStatuses } from '../documents/client-debt.repository.ts';

export type OverdueRefreshResult = { today: string; became_overdue: number; cleared: number };

/**
 * Sets every member's status (`_1` ค้างชำระ / `_0`) from whether a live bill of theirs is past
 * due today in Bangkok (docs/decisions/014). Set-based: one UPDATE over all clients, writing
 * only the rows that change, and one audit row (`client.overdue_refresh`) when any did.
 */
export async function refreshOverdue(db: Db, now: Date): Promise<OverdueRefreshResult> {
  const today = bangkokToday(now);
  // A due date passing may break an instalment plan (or its last payment complete it).
  await refreshInstalmentPlans(db, now);
  return withTransaction(db, async (tx) => {
    const changed = await refreshOverdueStatuses(tx, today, now);
    const result = { today, ...changed };
    if (changed.became_overdue + changed.cleared > 0) {
      await audit(tx, {
        accountId: null,
        action: 'client.overdue_refresh',
        entity: 'client',
        after: result,
        at: now,
      });
    }
    return result;
  });
}

export const OVERDUE_REFRESH_TASK = 'overdue-refresh';

/**
 * Due dates pass at midnight in Bangkok: the refresh runs a minute after it, at start-up (the
 * office PC may have been off at midnight), and every hour in between as a safety net — a run
 * that finds nothing to change writes nothing.
 */
export const overdueRefreshTask: ScheduledTask = {
  name: OVERDUE_REFRESH_TASK,
  schedule: [{ dailyAt: '00:01' }, { everyMs: 60 * 60_000 }],
  runAtStart: true,
  leaseMs: 10 * 60_000,
  run: ({ db, now }) => refreshOverdue(db, now),
};
