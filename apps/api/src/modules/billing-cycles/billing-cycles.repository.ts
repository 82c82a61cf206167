import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type BillingCycleRow, billingCycles } from '../../db/schema/billing-cycles.ts';

export type NewCycleValues = {
  billCycleName: string;
  billYear: number;
  periodYear: number;
  periodMonth: number;
  billCutOff: string;
  order?: number | undefined;
  openedBy: number | null;
  now: Date;
};

const newestFirst = [desc(billingCycles.periodYear), desc(billingCycles.periodMonth)] as const;

/** Every cycle, newest month first. */
export async function listCycles(db: Db): Promise<BillingCycleRow[]> {
  return db
    .select()
    .from(billingCycles)
    .orderBy(...newestFirst);
}

export async function findCycle(
  db: Db,
  id: number,
  lock?: 'update' | 'share',
): Promise<BillingCycleRow | undefined> {
  const query = db.select().from(billingCycles).where(eq(billingCycles.id, id)).limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

export async function findOpenCycle(db: Db): Promise<BillingCycleRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCycles)
    .where(eq(billingCycles.status, 'open'))
    .limit(1);
  return row;
}

export async function findNewestCycle(db: Db): Promise<BillingCycleRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCycles)
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** The cycle of the latest month before `cycle`'s. */
export async function findPreviousCycle(
  db: Db,
  cycle: Pick<BillingCycleRow, 'periodYear' | 'periodMonth'>,
): Promise<BillingCycleRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCycles)
    .where(
      or(
        lt(billingCycles.periodYear, cycle.periodYear),
        and(
          eq(billingCycles.periodYear, cycle.periodYear),
          lt(billingCycles.periodMonth, cycle.periodMonth),
        ),
      ),
    )
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/**
 * Numbered one past the fiscal year's highest; ordered one past the highest order overall
 * unless given. The caller holds the table lock, so two opens cannot take the same number.
 */
export async function insertCycle(db: Db, values: NewCycleValues): Promise<number> {
  const [row] = await db
    .insert(billingCycles)
    .values({
      billCycleNo: sql`(select coalesce(max(${billingCycles.billCycleNo}), 0) + 1 from ${billingCycles} where ${billingCycles.billYear} = ${values.billYear})`,
      billCycleName: values.billCycleName,
      billYear: values.billYear,
      periodYear: values.periodYear,
      periodMonth: values.periodMonth,
      billCutOff: values.billCutOff,
      order:
        values.order ??
        sql`(select coalesce(max(${billingCycles.order}), 0) + 1 from ${billingCycles})`,
      status: 'open',
      openedAt: values.now,
      openedBy: values.openedBy,
    })
    .returning({ id: billingCycles.id });
  if (!row) throw new Error('Billing cycle insert returned no row');
  return row.id;
}

/**
 * Serialises opening cycles: the numbering and the "one open, months only forward" checks
 * read the whole table. Readers are not blocked (SHARE ROW EXCLUSIVE lets SELECT through).
 */
export async function lockCyclesForOpening(db: Db): Promise<void> {
  await db.execute(sql`lock table ${billingCycles} in share row exclusive mode`);
}

export async function closeCycle(db: Db, id: number, closedBy: number | null, now: Date) {
  await db
    .update(billingCycles)
    .set({ status: 'closed', closedAt: now, closedBy })
    .where(eq(billingCycles.id, id));
}
