import {
  LETTERS_JOB_KIND,
  type TLetterBatch,
  type TLetterSelection,
  ZLetterBatch,
  ZLetterJobParams,
} from '@prapa/contracts/debt';
import type { TJob } from '@prapa/contracts/jobs';
import { bangkokToday } from '@prapa/domain/bill-state';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { type RequestContext, systemContext } from '../../lib/request-context.ts';
import { openFileForDownload } from '../files/files.service.ts';
import { type StoredDocument, storeDocument } from '../files/store-document.ts';
import { JobCancelledError, type JobHandler } from '../jobs/job-runner.ts';
import { queueJob } from '../jobs/jobs.service.ts';
import { startReportWorker } from '../reports/report-worker-client.ts';
import { findDebtorRows } from './debtors.repository.ts';
import { findLetterhead } from './letterhead.ts';
import {
  countBatch,
  findBatchFile,
  findLettersForPrint,
  setBatchFile,
} from './letters.repository.ts';
import { lettersMeta, recordLetters, scopeOf, toLetterPage } from './letters.service.ts';

/** Letters laid out per message to the worker: progress moves every part, memory holds two. */
const PART = 100;

/** How a batch's PDF is made again if its file goes missing from the file room. */
export type LettersRegen = { type: 'debt_letters'; batch_no: number };

/**
 * Queues the issue of letters to a selection as a background job (issue 16: 5,000 letters
 * with a progress bar, without holding up the counter). An empty selection is refused at once
 * (400), not left to a job to fail. Audited as a request; the job audits the issue itself.
 */
export async function queueLetters(
  ctx: RequestContext,
  selection: TLetterSelection,
): Promise<TJob> {
  const debtors = await findDebtorRows(ctx.db, scopeOf(selection, bangkokToday(ctx.now)));
  if (debtors.length === 0) {
    throw new AppError('VALIDATION', { messageKey: 'debt.nobody_selected' });
  }
  const params = { selection };
  return queueJob(ctx, {
    kind: LETTERS_JOB_KIND,
    params,
    action: 'debt_letter.request',
    audited: { ...params, count: debtors.length },
  });
}

/**
 * Inside the issuing transaction: the job's row, locked. A cancelled job issues nothing (the
 * transaction rolls back); a job taken again after its process died finds the batch it had
 * already issued and only makes the PDF.
 */
async function batchOfJob(tx: Tx, jobId: number): Promise<TLetterBatch | undefined> {
  const [row] = await rawRows<{ state: string; batch: string | null }>(
    tx,
    sql`select state, (params->'batch')::text as batch from jobs where id = ${jobId} for update`,
  );
  if (row?.state !== 'running') throw new JobCancelledError(jobId);
  return row.batch ? ZLetterBatch.parse(JSON.parse(row.batch)) : undefined;
}

async function saveBatchOnJob(tx: Tx, jobId: number, batch: TLetterBatch): Promise<void> {
  await rawRows(
    tx,
    sql`update jobs set params = jsonb_set(params, '{batch}', ${JSON.stringify(batch)}::jsonb)
        where id = ${jobId}`,
  );
}

/**
 * The 'debt_letters' job: numbers and records the letters in one transaction (0–5 %), then
 * lays the batch out on a worker thread `part` letters at a time (5–99 %) into the file room.
 */
export function lettersJob({ part = PART }: { part?: number } = {}): JobHandler {
  return async (job, control) => {
    const params = ZLetterJobParams.parse(job.params);
    await control.progress(0);
    const batch =
      params.batch ??
      (await recordLetters(systemContext(control.db, control.now()), params.selection, {
        by: job.requested_by,
        before: (tx) => batchOfJob(tx, job.id),
        after: (tx, made) => saveBatchOnJob(tx, job.id, made),
      }));
    await control.progress(5);
    let last = 5;
    const stored = await storeLettersPdf(control.db, control.dataDir, batch.batch_no, {
      by: job.requested_by,
      at: control.now(),
      part,
      onProgress: async (done, total) => {
        const percent = 5 + Math.floor((done / Math.max(total, 1)) * 94);
        if (percent !== last) {
          last = percent;
          await control.progress(percent);
        }
      },
    });
    return { fileId: stored.id };
  };
}

/**
 * Writes a batch's letters as one PDF to `path`: read from the database a part at a time (the
 * next part is read while the worker lays out the last) and laid out on the report worker
 * thread, which streams finished pages to the file.
 */
export async function writeLettersFile(
  db: Db,
  batchNo: number,
  path: string,
  options: { part?: number; onProgress?: (done: number, total: number) => Promise<void> } = {},
): Promise<{ letters: number; pages: number }> {
  const { part: size = PART, onProgress } = options;
  const [head, total] = await Promise.all([findLetterhead(db), countBatch(db, batchNo)]);
  const { organisation } = head;
  const worker = startReportWorker();
  let finished = false;
  try {
    await worker.send({
      type: 'start-letters',
      path,
      meta: lettersMeta(head, false),
    });
    let afterSeq = 0;
    let sent = 0;
    let written = 0;
    let pending: Promise<unknown> = Promise.resolve();
    for (;;) {
      const part = await findLettersForPrint(db, { batchNo }, { afterSeq, limit: size });
      await pending;
      written = sent;
      await onProgress?.(written, total);
      if (part.length === 0) break;
      afterSeq = part.at(-1)!.seq;
      sent += part.length;
      pending = worker.send({
        type: 'letters',
        letters: part.map((letter) => toLetterPage(letter, organisation)),
      });
    }
    const end = await worker.send({ type: 'end' });
    finished = true;
    return { letters: written, pages: end.type === 'done' ? end.pages : 0 };
  } finally {
    await worker.close(finished);
  }
}

/** Puts a batch's PDF in the file room (kind `notice`, regenerable) and links the letters to it. */
export async function storeLettersPdf(
  db: Db,
  dataDir: string,
  batchNo: number,
  options: {
    by: number | null;
    at: Date;
    part?: number;
    onProgress?: (done: number, total: number) => Promise<void>;
  },
): Promise<StoredDocument> {
  const regen: LettersRegen = { type: 'debt_letters', batch_no: batchNo };
  const stored = await storeDocument(db, dataDir, {
    kind: 'notice',
    name: `${translate(DEFAULT_LANG, 'doc.debt.batch_file_name', { batch: batchNo })}.pdf`,
    mimeType: 'application/pdf',
    content: async (path) => {
      await writeLettersFile(db, batchNo, path, options);
    },
    related: { type: 'debt_letter_batch', id: batchNo },
    regen,
    createdBy: options.by,
    at: options.at,
  });
  await setBatchFile(db, batchNo, stored.id);
  return stored;
}

/**
 * A batch's PDF to send: the one in the file room, or, when it was never made (letters seeded
 * by the demo, a job cancelled after it numbered them) or was deleted, made and kept now.
 */
export async function openLetterBatch(ctx: RequestContext, dataDir: string, batchNo: number) {
  if ((await countBatch(ctx.db, batchNo)) === 0) {
    throw new AppError('NOT_FOUND', { messageKey: 'debt.batch_not_found' });
  }
  const fileId =
    (await findBatchFile(ctx.db, batchNo)) ??
    (await storeLettersPdf(ctx.db, dataDir, batchNo, { by: ctx.account?.id ?? null, at: ctx.now }))
      .id;
  return openFileForDownload(ctx, dataDir, fileId);
}
