/**
 * Where a report's time goes: `npm run bench -- reports-profile`.
 *
 * On generated data (BENCH_CLIENTS, default 10,000 members × BENCH_MONTHS 6; PostgreSQL when
 * DATABASE_URL is set, else PGlite; BENCH_REPORTS_DATABASE_URL reuses a database) each report
 * is timed in parts, on the main thread, one after the other:
 *   - sql: reading every row in keyset batches of 2,000 (what the job's main thread does);
 *   - pdf / xlsx: laying the rows (already in memory) out into the file;
 *   - job: the whole job as it runs in production (rows streamed to the worker thread).
 * The floor printed beside them is `select count(*) from clients` in the same run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TReportKind } from '@prapa/contracts/reports';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { reportDef } from '../apps/api/src/modules/reports/report-catalogue.ts';
import {
  reportMeta,
  writeReportFile,
} from '../apps/api/src/modules/reports/report-file.service.ts';
import { createPdfWriter } from '../apps/api/src/modules/reports/report-pdf-writer.ts';
import type { ReportRow } from '../apps/api/src/modules/reports/report-types.ts';
import { createXlsxWriter } from '../apps/api/src/modules/reports/report-xlsx-writer.ts';
import { type GeneratedBenchDatabase, openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad, settle } from './lib/generated-facts.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 6);
const REPORTS = (process.env.BENCH_REPORTS ?? 'users-registered,meter-sheet,form17').split(
  ',',
) as TReportKind[];

async function open(): Promise<GeneratedBenchDatabase> {
  const reuse = process.env.BENCH_REPORTS_DATABASE_URL;
  if (!reuse) return openGeneratedDatabase({ clients: CLIENTS, months: MONTHS });
  const handle = await openDatabase({ kind: 'postgres', url: reuse });
  return {
    ...handle,
    label: 'PostgreSQL (reused database)',
    drop: async () => undefined,
    generatedMs: 0,
    summary: {} as GeneratedBenchDatabase['summary'],
  };
}

const seconds = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

async function main() {
  const database = await open();
  const dir = await mkdtemp(join(tmpdir(), 'prapa-bench-profile-'));
  const now = new Date();
  try {
    await settle(database);
    const floor = await seconds(() => rawRows(database.db, sql`select count(*) from clients`));
    const lines: string[] = [];
    for (const report of REPORTS) {
      const params = { report, format: 'pdf' as const, filters: {} };
      const run = await reportDef(report).open(database.db, {});
      const batches: { group: number; rows: ReportRow[] }[] = [];
      const sqlS = await seconds(async () => {
        for await (const batch of run.batches(2000)) batches.push(batch);
      });
      const meta = await reportMeta(database.db, params, run, now);
      const write = async (format: 'pdf' | 'xlsx') =>
        seconds(async () => {
          const path = join(dir, `${report}.${format}`);
          const writer =
            format === 'pdf' ? createPdfWriter(path, meta) : createXlsxWriter(path, meta);
          for (const b of batches) await writer.write(b.group, b.rows);
          await writer.end();
        });
      const pdfS = await write('pdf');
      const xlsxS = await write('xlsx');
      const jobS = await seconds(() =>
        writeReportFile(database.db, params, join(dir, `${report}-job.pdf`), now),
      );
      const line = `| ${report} | ${run.total.toLocaleString('en-US')} | ${sqlS.toFixed(2)} s | ${pdfS.toFixed(2)} s | ${xlsxS.toFixed(2)} s | ${jobS.toFixed(2)} s (pdf) |`;
      console.log(line);
      lines.push(line);
    }
    console.log(
      `\n${database.label}, ${CLIENTS.toLocaleString('en-US')} members × ${MONTHS} months; floor (count clients) ${(floor * 1000).toFixed(1)} ms; ${machineLoad()} at the end`,
    );
    console.log('| report | rows | sql | pdf layout | xlsx layout | whole job |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const line of lines) console.log(line);
  } finally {
    await database.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
