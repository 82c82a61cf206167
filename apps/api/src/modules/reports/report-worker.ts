import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { LetterPage, LettersMeta } from '../debt/letter-pdf.ts';
import { createLettersWriter } from '../debt/letters-pdf-writer.ts';
import { createPdfWriter } from './report-pdf-writer.ts';
import type { ReportRow } from './report-types.ts';
import type { ReportFileMeta, ReportWriter } from './report-writer-types.ts';
import { createXlsxWriter } from './report-xlsx-writer.ts';

export type ReportWorkerMessage =
  | { type: 'start'; format: 'pdf' | 'xlsx'; path: string; meta: ReportFileMeta }
  | { type: 'rows'; group: number; rows: ReportRow[] }
  /** A batch of debt letters: one page per letter, posted a part at a time. */
  | { type: 'start-letters'; path: string; meta: LettersMeta }
  | { type: 'letters'; letters: LetterPage[] }
  | { type: 'end' };

export type ReportWorkerReply =
  | { type: 'ack' }
  | { type: 'done'; pages: number }
  | { type: 'error'; message: string };

/**
 * Lays out one report file (or a batch of debt letters) off the main thread: the main thread reads the rows from the
 * database a batch at a time and posts them here, waiting for each 'ack' before reading the
 * next, so at most two batches are in memory and the counter's requests keep their latency.
 */
let writer: ReportWriter | undefined;
let letters: ReturnType<typeof createLettersWriter> | undefined;

// A report is background work: on Linux the nice value belongs to the calling thread (NPTL),
// so this lowers only this worker's priority and the counter's requests on the main thread
// and the database's own processes get the CPU first when a cheap two-core PC is busy. Where
// the platform refuses (or applies it to the whole process), the report just runs as before.
if (process.platform === 'linux') {
  try {
    setPriority(10);
  } catch {
    // Not permitted here: nothing to undo.
  }
}

const reply = (message: ReportWorkerReply) => parentPort?.postMessage(message);

parentPort?.on('message', async (message: ReportWorkerMessage) => {
  try {
    if (message.type === 'start') {
      writer =
        message.format === 'pdf'
          ? createPdfWriter(message.path, message.meta)
          : createXlsxWriter(message.path, message.meta);
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
