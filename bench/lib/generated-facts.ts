import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/database.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { countClients } from '../../apps/api/src/modules/clients/client-rows.repository.ts';

/**
 * What a benchmark reads back from a generated database (generated-database.ts) instead of
 * knowing the filler's formulas: the search term, the open cycle, the machine's load.
 */

/**
 * A Thai search term as an office worker types it: the first three characters of a generated
 * first name, the most common of those that single out one first name (ทอง, the start of both
 * ทองดี and ทองใบ and inside last names, would find a fifth of the register), ties broken by
 * the text; and how many clients the client list's search finds with it (names, house and
 * water numbers, address, meter numbers).
 */
export async function commonNamePrefix(db: Db): Promise<{ q: string; matches: number }> {
  const [row] = await rawRows<{ q: string }>(
    db,
    sql`select left(first_name, 3) as q from clients
      where deleted_at is null and char_length(first_name) >= 3
      group by 1 having count(distinct first_name) = 1
      order by count(*) desc, 1 limit 1`,
  );
  if (!row) throw new Error('no client names to search for');
  return { q: row.q, matches: await countClients(db, { q: row.q }) };
}

export type OpenCycle = {
  id: number;
  /** meter_readings.period of the cycle (year × 12 + month − 1). */
  period: number;
  /** The closed cycle before it, if any. */
  previousPeriod: number | null;
};

/** The one open billing cycle and the period of the cycle before it. */
export async function openCycle(db: Db): Promise<OpenCycle> {
  const [row] = await rawRows<OpenCycle>(
    db,
    sql`select b.id, b.period_year * 12 + b.period_month - 1 as period,
        (select max(p.period_year * 12 + p.period_month - 1) from billing_cycles p
          where p.period_year * 12 + p.period_month < b.period_year * 12 + b.period_month)
          as "previousPeriod"
      from billing_cycles b where b.status = 'open' order by b.id desc limit 1`,
  );
  if (!row) throw new Error('the generated database has no open cycle');
  return row;
}

/** "load average 2.3 / 3.1 / 3.5 on 2 cores" (1, 5 and 15 minutes), for every printed figure. */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(1));
  return `load average ${one} / ${five} / ${fifteen} on ${cpus().length} cores`;
}

/** A measured value as a share of its limit: "34 % of 50 ms". */
export function shareOfLimit(value: number, limit: number, unit = 'ms'): string {
  return `${Math.round((value / limit) * 100)} % of ${limit} ${unit}`;
}

/**
 * VACUUM ANALYZE after the generation, printed with its time. The generator only analyses, so
 * right after it no page is marked all-visible and every index-only scan (the list's count and
 * deep pages, the reading screen's route) reads the table as well. A database that has been in
 * use has been vacuumed (autovacuum on PostgreSQL; PGlite has none, docs/benchmarks.md), and
 * that steady state is what the list and screen benchmarks measure.
 */
export async function settle(database: { db: Db }): Promise<void> {
  const started = performance.now();
  await database.db.execute(sql.raw('vacuum analyze'));
  console.log(`VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
