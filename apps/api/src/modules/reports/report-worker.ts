import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import {
  BACKGROUND_NICE,
  type BackgroundConnection,
  type BackgroundSession,
  withBackgroundConnection,
} from '../../db/background-session.ts';
import type { LetterPage, LettersMeta } from '../debt/letter-pdf.ts';
import { createLettersWriter } from '../debt/letters-pdf-writer.ts';
import { createPdfWriter } from './report-pdf-writer.ts';
import { openReport, pumpReportRows, type ReportFileParams } from './report-rows.ts';
import type { ReportRow } from './report-types.ts';
import type { ReportFileMeta, ReportWriter } from './report-writer-types.ts';
import { createXlsxWriter } from './report-xlsx-writer.ts';

export type ReportWorkerMessage =
  | { type: 'start'; format: 'pdf' | 'xlsx'; path: string; meta: ReportFileMeta }
  | { type: 'rows'; group: number; rows: ReportRow[] }
  /**
   * A whole report, read here on a connection of this thread's own (PostgreSQL): the main
   * thread neither reads nor parses a row, it only hears 'progress' and then 'done'.
   */
  | {
      type: 'report';
      params: ReportFileParams;
      path: string;
      /** The job's clock, epoch milliseconds ("printed at"). */
      now: number;
      connection: BackgroundConnection;
    }
  /** A batch of debt letters: one page per letter, posted a part at a time. */
  | { type: 'start-letters'; path: string; meta: LettersMeta }
  | { type: 'letters'; letters: LetterPage[] }
  | { type: 'end' };

export type ReportWorkerReply =
  | { type: 'ack' }
  | { type: 'progress'; done: number; total: number }
  | {
      type: 'done';
      pages: number;
      /** After a 'report': the rows written and the session they were read on. */
      rows?: number;
      reader?: BackgroundSession['niced'];
    }
  | { type: 'error'; message: string };

/**
 * Lays out one report file (or a batch of debt letters) off the main thread, so the counter's
 * requests keep their latency. On PostgreSQL a report is read here too ('report'): this thread
 * opens its own connection and the main thread parses no row. On PGlite (one connection, in
 * the main thread) the main thread reads the rows a batch at a time and posts them ('start',
 * 'rows', 'end'), waiting for each 'ack', so at most two batches are in memory.
 */
let writer: ReportWriter | undefined;
let letters: ReturnType<typeof createLettersWriter> | undefined;

// A report is background work: on Linux the nice value belongs to the calling thread (NPTL),
// so this lowers only this worker's priority and the counter's requests on the main thread
// and the database's own processes get the CPU first when a cheap two-core PC is busy. Where
// the platform refuses (or applies it to the whole process), the report just runs as before.
if (process.platform === 'linux') {
  try {
    setPriority(BACKGROUND_NICE);
  } catch {
    // Not permitted here: nothing to undo.
  }
}

const reply = (message: ReportWorkerReply) => parentPort?.postMessage(message);

const createWriter = (format: 'pdf' | 'xlsx', path: string, meta: ReportFileMeta) =>
  format === 'pdf' ? createPdfWriter(path, meta) : createXlsxWriter(path, meta);

/** Reads and writes a whole report on this thread; progress is posted after every batch. */
function runReport(message: Extract<ReportWorkerMessage, { type: 'report' }>) {
  return withBackgroundConnection(message.connection, async ({ db, niced }) => {
    const { run, meta } = await openReport(db, message.params, new Date(message.now));
    const file = createWriter(message.params.format, message.path, meta);
    const rows = await pumpReportRows(
      run,
      (group, batch) => file.write(group, batch),
      (done, total) => reply({ type: 'progress', done, total }),
    );
    const { pages } = await file.end();
    return { type: 'done', pages, rows, reader: niced } as const;
  });
}

parentPort?.on('message', async (message: ReportWorkerMessage) => {
  try {
    if (message.type === 'report') {
      writer = undefined;
      letters = undefined;
      reply(await runReport(message));
    } else if (message.type === 'start') {
      writer = createWriter(message.format, message.path, message.meta);
      letters = undefined;
      reply({ type: 'ack' });
    } else if (message.type === 'start-letters') {
      letters = createLettersWriter(message.path, message.meta);
      writer = undefined;
      reply({ type: 'ack' });
    } else if (message.type === 'rows') {
      await writer?.write(message.group, message.rows);
      reply({ type: 'ack' });
    } else if (message.type === 'letters') {
      letters?.write(message.letters);
      reply({ type: 'ack' });
    } else {
      const result = await (letters ?? writer)?.end();
      writer = undefined;
      letters = undefined;
      reply({ type: 'done', pages: result?.pages ?? 0 });
    }
  } catch (error) {
    reply({
      type: 'error',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
