import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemContext } from '../../apps/api/src/lib/request-context.ts';
import type { GeneratedSummary } from '../../apps/api/src/modules/generator/generate-data.service.ts';
import { generateData } from '../../apps/api/src/modules/generator/generate-data.service.ts';
import {
  type GeneratorPlan,
  scalePlan,
} from '../../apps/api/src/modules/generator/generator-plan.ts';
import {
  type BenchDatabase,
  copyKeptBenchDatabase,
  openBenchDatabase,
  openKeptBenchDatabase,
} from './bench-database.ts';

/** The clock every benchmark's data and calls use: 20 November 2026, 10:00 in Bangkok. */
export const BENCH_NOW = new Date('2026-11-20T03:00:00.000Z');

export type GeneratedBenchDatabase = BenchDatabase & {
  summary: GeneratedSummary;
  /** Wall time of the generation, milliseconds. */
  generatedMs: number;
};

/**
 * A throw-away database (bench-database.ts) filled by the same generator as `npm run seed`
 * and the demo: `clients` clients, `months` monthly cycles up to November 2026, all but the
 * last closed, billed and mostly paid; the last one open with `openReadShare` of its meters
 * read and nothing billed. Prints one progress line per step.
 *
 * BENCH_KEEP=1 keeps the generated database (named after the plan) and reuses it on the next
 * run with the same plan, so several benchmarks can measure one 100,000-member generation
 * (minutes of CPU) in a row. A kept database also holds what earlier runs wrote (closes,
 * built investigation figures, jobs); each benchmark says when that matters. With `writes`, the
 * benchmark gets a throw-away copy of the kept generation instead, so what it writes is gone
 * at the end and the next run starts from the same data.
 */
export async function openGeneratedDatabase(options: {
  clients: number;
  months: number;
  openReadShare?: number;
  plan?: Partial<GeneratorPlan>;
  writes?: boolean;
}): Promise<GeneratedBenchDatabase> {
  const plan: GeneratorPlan = {
    ...scalePlan(options.clients, options.months),
    ...(options.openReadShare === undefined ? {} : { openReadShare: options.openReadShare }),
    ...options.plan,
  };
  const keepKey =
    process.env.BENCH_KEEP === '1'
      ? createHash('sha256').update(JSON.stringify(plan)).digest('hex').slice(0, 12)
      : undefined;
  const keptSummary = keepKey
    ? join(
        tmpdir(),
        'prapa-bench-keep',
        `${keepKey}-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`,
      )
    : undefined;
  const database = keepKey ? await openKeptBenchDatabase(keepKey) : await openBenchDatabase();
  if (keptSummary && existsSync(keptSummary)) {
    const summary = JSON.parse(await readFile(keptSummary, 'utf8')) as GeneratedSummary;
    console.log(`${database.label}: reusing the kept generation ${keepKey} (BENCH_KEEP=1)`);
    return {
      ...(options.writes ? await copyOf(database, keepKey as string) : database),
      summary,
      generatedMs: 0,
    };
  }
  console.log(
    `${database.label}: generating ${plan.clients.toLocaleString('en-US')} clients × ${plan.months} months…`,
  );
  const started = performance.now();
  try {
    const summary = await generateData(systemContext(database.db, BENCH_NOW), plan, (p) => {
      if (p.step !== 'readings' && p.step !== 'invoices') {
        console.log(`  ${(p.elapsedMs / 1000).toFixed(1)} s ${p.step}`);
      }
    });
    const generatedMs = performance.now() - started;
    if (keptSummary) {
      await mkdir(join(tmpdir(), 'prapa-bench-keep'), { recursive: true });
      await writeFile(keptSummary, JSON.stringify(summary));
    }
    console.log(
      `generated in ${(generatedMs / 1000).toFixed(1)} s: ${summary.readings.toLocaleString('en-US')} readings, ${summary.invoices.toLocaleString('en-US')} invoices, ${summary.receipts.toLocaleString('en-US')} receipts, ${summary.debtors.toLocaleString('en-US')} clients owing`,
    );
    const written = keepKey && options.writes ? await copyOf(database, keepKey) : database;
    return { ...written, summary, generatedMs };
  } catch (error) {
    await database.close();
    await database.drop();
    throw error;
  }
}

/** Closes the kept database and opens a throw-away copy of it (see `writes`). */
async function copyOf(kept: BenchDatabase, key: string): Promise<BenchDatabase> {
  await kept.close();
  const copy = await copyKeptBenchDatabase(key);
  console.log(`${copy.label}: a copy of the kept generation, dropped at the end`);
  return copy;
}
