import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DEBT_PATHS, LETTERS_JOB_KIND, ZLetterJobParams } from '@prapa/contracts/debt';
import type { TJob } from '@prapa/contracts/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createJobRunner, type JobControl } from '../jobs/job-runner.ts';
import { cancelJobRow, claimNextJob } from '../jobs/jobs.repository.ts';
import { createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';
import { lettersJob } from './letters-job.ts';

let w: ReportsWorld;
const post = (url: string, payload: Record<string, unknown>, token = w.norm) =>
  w.t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token = w.norm) =>
  w.t.app.inject({ method: 'GET', url, headers: bearer(token) });
const letterCount = async () =>
  (await w.rows<{ n: number }>(sql`select count(*)::int as n from debt_letters`))[0]!.n;
const jobOf = async (id: number) => (await get(`/api/jobs/${id}`)).json().data as TJob;
const queue = async (selection: unknown) => {
  const res = await post(DEBT_PATHS.letters, { params: selection });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data as TJob;
};
/** A job control as the runner makes it, for a handler run by hand. */
const controlFor = (progress: (percent: number) => Promise<void>): JobControl => ({
  db: w.t.db,
  dataDir: w.t.app.dataDir,
  now: w.t.clock,
  progress,
  signal: new AbortController().signal,
});
/** Pages of a PDF: pdfkit writes one `/Type /Page` object per page, uncompressed. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;

beforeAll(async () => {
  w = await createReportsWorld(120, 8);
}, 120_000);
afterAll(async () => {
  await w.t.close();
});

describe('issuing debt letters as a background job (issue 16 item 6)', () => {
  it('answers at once with a queued job; the runner numbers the letters, reports progress, stores one PDF', async () => {
    const preview = (
      await post(DEBT_PATHS.letterPreview, { params: { kind: 'first', min_months: 1 } })
    ).json().data;
    expect(preview.count).toBeGreaterThan(3);
    const queued = await queue({ kind: 'first', min_months: 1 });
    expect(queued).toMatchObject({ kind: LETTERS_JOB_KIND, state: 'queued', progress: 0 });
    expect(await letterCount()).toBe(0);

    // Run it as the runner does, watching the progress it reports (2 letters a part).
    const seen: number[] = [];
    const handler = lettersJob({ part: 2 });
    const runner = createJobRunner({
      db: w.t.db,
      clock: w.t.clock,
      dataDir: w.t.app.dataDir,
      handlers: {
        [LETTERS_JOB_KIND]: (job, control) =>
          handler(job, {
            ...control,
            progress: async (percent) => {
              seen.push(percent);
              await control.progress(percent);
            },
          }),
      },
    });
    expect(await runner.runOnce()).toBe(true);
    const done = await jobOf(queued.id);
    expect(done).toMatchObject({ state: 'done', progress: 100 });
    expect(seen[0]).toBe(0);
    expect(seen).toContain(5);
    expect(seen.length).toBeGreaterThanOrEqual(2 + Math.floor(preview.count / 2));
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBe(99);

    const batch = ZLetterJobParams.parse(done.params).batch!;
    expect(batch.count).toBe(preview.count);
    const seqs = await w.rows<{ seq: number; file_id: number }>(
      sql`select seq, file_id from debt_letters where batch_no = ${batch.batch_no} order by seq`,
    );
    expect(seqs.map((r) => r.seq)).toEqual(seqs.map((_, i) => i + 1));
    expect(new Set(seqs.map((r) => r.file_id))).toEqual(new Set([done.file_id]));

    // One PDF, one A4 page per letter, downloadable by the asker and listed in the file room.
    const pdf = await get(`/api/jobs/${queued.id}/file`);
    expect(pdf.statusCode).toBe(200);
    expect(pageCount(pdf.rawPayload)).toBe(preview.count);
    const room = (await get('/api/files?kind=notice')).json().data.rows;
    expect(room).toEqual([
      expect.objectContaining({
        id: done.file_id,
        kind: 'notice',
        related_type: 'debt_letter_batch',
        related_id: String(batch.batch_no),
        regenerable: true,
      }),
    ]);
  }, 120_000);

  it('a job taken again after its process died issues nothing twice: it only makes the PDF', async () => {
    const before = await letterCount();
    const queued = await queue({ kind: 'second', min_months: 2 });
    const claimed = await claimNextJob(w.t.db, 'dies', w.t.clock(), 60_000);
    expect(claimed?.id).toBe(queued.id);
    // The process dies right after the letters were numbered.
    await expect(
      lettersJob()(
        claimed!,
        controlFor(async (percent) => {
          if (percent >= 5) throw new Error('process died');
        }),
      ),
    ).rejects.toThrow('process died');
    const issued = (await letterCount()) - before;
    expect(issued).toBeGreaterThan(0);

    w.t.clock.advance(61_000); // its lease expires; the next runner takes it
    expect(await w.t.app.jobs.runOnce()).toBe(true);
    const done = await jobOf(queued.id);
    expect(done).toMatchObject({ state: 'done', attempts: 2 });
    expect((await letterCount()) - before).toBe(issued);
    expect(ZLetterJobParams.parse(done.params).batch?.count).toBe(issued);
    expect((await auditRows(w.t.db, 'debt_letter.issue')).length).toBe(2);
  }, 120_000);

  it('a job cancelled before or while it numbers issues no letter', async () => {
    const before = await letterCount();
    const queued = await queue({ kind: 'final', min_months: 1 });
    const cancel = await post(`/api/jobs/${queued.id}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await w.t.app.jobs.runOnce()).toBe(false);

    // Cancelled between the claim and the numbering transaction: it rolls back.
    const other = await queue({ kind: 'final', min_months: 1 });
    const claimed = await claimNextJob(w.t.db, 'runner', w.t.clock(), 60_000);
    expect(claimed?.id).toBe(other.id);
    await cancelJobRow(w.t.db, other.id, null, w.t.clock());
    await expect(
      lettersJob()(
        claimed!,
        controlFor(async () => undefined),
      ),
    ).rejects.toThrow(/cancelled/);
    expect(await letterCount()).toBe(before);
    expect((await jobOf(other.id)).state).toBe('cancelled');
  }, 60_000);

  it('a batch whose PDF went missing is made again from the stored letters', async () => {
    const [file] = await w.rows<{ id: number; storage_path: string; sha256: string }>(
      sql`select id, storage_path, sha256 from files where kind = 'notice' order by id limit 1`,
    );
    await rm(join(w.t.app.dataDir, 'files', file!.storage_path));
    const again = await get(`/api/files/${file!.id}/download`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await auditRows(w.t.db, 'file.regenerate', file!.id)).length).toBe(1);
  }, 60_000);
});
