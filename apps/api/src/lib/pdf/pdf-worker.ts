import { parentPort } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfJob, PdfJobResult } from './render-in-worker.ts';
import { renderPdf } from './thai-pdf.ts';

type Builder = (input: unknown) => TDocumentDefinitions;

/**
 * Lays out PDFs off the main thread. A job names the module and export that builds the
 * document from plain data (page frames hold functions, which cannot cross threads); the
 * result goes back as bytes. Jobs run one at a time in arrival order.
 */
parentPort?.on('message', async (job: PdfJob) => {
  let result: PdfJobResult;
  try {
    const module = (await import(job.module)) as Record<string, unknown>;
    const build = module[job.exportName];
    if (typeof build !== 'function') throw new Error(`${job.module} has no ${job.exportName}`);
    const pdf = await renderPdf((build as Builder)(job.input));
    result = { id: job.id, ok: true, pdf: new Uint8Array(pdf) };
  } catch (error) {
    result = {
      id: job.id,
      ok: false,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  parentPort?.postMessage(result);
});
