import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TReportKind } from '@prapa/contracts/reports';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../../db/background-session.ts';
import { JobCancelledError } from '../jobs/job-runner.ts';
import { writeReportFile, writeReportRows } from './report-file.service.ts';
import { createReportsWorld, download, produce, type ReportsWorld } from './reports-test-kit.ts';

let w: ReportsWorld;
let dir: string;
beforeAll(async () => {
  w = await createReportsWorld(240, 6);
  dir = await mkdtemp(join(tmpdir(), 'prapa-report-reads-'));
}, 180_000);
afterAll(async () => {
  if (!process.env.KEEP_REPORT_FILES) await rm(dir, { recursive: true, force: true });
  else console.log(dir);
  await w.t.close();
});

const safePriority = (pid: number) => {
  try {
    return getPriority(pid);
  } catch {
    // The connection was closed after the report: its process has ended.
    return null;
  }
};

const NOW = new Date('2026-11-20T03:00:00.000Z');
const onPostgres = () => w.t.database.kind === 'postgres';

/** Every cell of the first sheet, row by row. */
async function sheetValues(path: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const values: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    values.push((row.values as unknown[]).slice(1));
  });
  return values;
}

/**
 * A PDF's bytes without its creation date (pdfkit stamps the time the document was opened) and
 * the file id made from it.
 */
async function pdfDigest(path: string): Promise<string> {
  const text = (await readFile(path))
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/\/ID \[[^\]]*\]/, '');
  return createHash('sha256').update(text, 'latin1').digest('hex');
}

describe('a report read by the worker thread on its own connection', () => {
  it.each<[TReportKind, 'xlsx' | 'pdf']>([
    ['form17', 'xlsx'],
    ['form17', 'pdf'],
    ['users-registered', 'xlsx'],
    ['meter-sheet', 'pdf'],
  ])(
    '%s %s: the same file, rows and pages as when the main thread reads',
    async (report, format) => {
      const params = { report, format, filters: {} };
      const progress: [number, number][] = [];
      const worker = await writeReportFile(
        w.t.db,
        params,
        join(dir, `${report}-worker.${format}`),
        NOW,
        async (done, total) => {
          progress.push([done, total]);
        },
      );
      const main = await writeReportRows(
        w.t.db,
        params,
        join(dir, `${report}-main.${format}`),
        NOW,
      );

      // PostgreSQL: the worker reads; PGlite is one connection in the main thread, which reads.
      expect(worker.readBy).toBe(onPostgres() ? 'worker' : 'main');
      expect(main.readBy).toBe('main');
      if (onPostgres() && worker.reader.pid !== null) {
        // Its own server process, lowered, and never one of the pool's (which serve payments).
        const [app] = await w.rows<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        expect(worker.reader.pid).not.toBe(app?.pid);
        expect(safePriority(worker.reader.pid)).toBeOneOf([BACKGROUND_NICE, null]);
        // The worker's connection is closed when the report is written: its server process
        // leaves pg_stat_activity (within moments of the client's goodbye).
        await expect
          .poll(
            async () =>
              (
                await w.rows<{ n: number }>(
                  sql`select count(*)::int as n from pg_stat_activity where pid = ${worker.reader.pid}`,
                )
              )[0]?.n,
            { timeout: 5_000 },
          )
          .toBe(0);
      }
      expect(worker.rows).toBeGreaterThan(0);
      expect({ rows: worker.rows, pages: worker.pages }).toEqual({
        rows: main.rows,
        pages: main.pages,
      });
      // The progress bar moves with every batch and ends at the whole report.
      expect(progress.at(-1)).toEqual([worker.rows, expect.any(Number)]);
      expect(progress.map(([done]) => done)).toEqual(
        [...progress.map(([d]) => d)].sort((a, b) => a - b),
      );
      if (format === 'xlsx') {
        expect(await sheetValues(join(dir, `${report}-worker.xlsx`))).toEqual(
          await sheetValues(join(dir, `${report}-main.xlsx`)),
        );
      } else {
        expect(await pdfDigest(join(dir, `${report}-worker.pdf`))).toBe(
          await pdfDigest(join(dir, `${report}-main.pdf`)),
        );
      }
    },
  );

  it('a cancel heard at a progress report stops the worker mid-report; the next report runs', async () => {
    const params = { report: 'users-registered' as const, format: 'pdf' as const, filters: {} };
    let calls = 0;
    await expect(
      writeReportFile(w.t.db, params, join(dir, 'cancelled.pdf'), NOW, async () => {
        calls += 1;
        throw new JobCancelledError(1);
      }),
    ).rejects.toBeInstanceOf(JobCancelledError);
    expect(calls).toBe(1);
    const again = await writeReportFile(w.t.db, params, join(dir, 'again.pdf'), NOW);
    expect(again.rows).toBeGreaterThan(0);
  });

  it('as a job: progress 100, in the file room with its checksum, downloadable', async () => {
    const job = await produce(w, w.norm, 'form17', 'xlsx');
    expect(job).toMatchObject({ state: 'done', progress: 100 });
    const file = await download(w, w.norm, job.file_id!);
    expect(file.statusCode).toBe(200);
    const [row] = await w.rows<{ sha256: string; size_bytes: number }>(
      sql`select sha256, size_bytes::int as size_bytes from files where id = ${job.file_id}`,
    );
    expect(row?.sha256).toBe(createHash('sha256').update(file.rawPayload).digest('hex'));
    expect(row?.size_bytes).toBe(file.rawPayload.length);
  });
});
