import { Worker } from 'node:worker_threads';

export type PdfJob = { id: number; module: string; exportName: string; input: unknown };
export type PdfJobResult =
  | { id: number; ok: true; pdf: Uint8Array }
  | { id: number; ok: false; message: string };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (e: Error) => void }>();

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = undefined;
}

function pdfWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./pdf-worker-boot.mjs', import.meta.url));
  // An idle worker must not keep the process (or a test run) alive.
  started.unref();
  started.on('message', (result: PdfJobResult) => {
    const job = pending.get(result.id);
    if (!job) return;
    pending.delete(result.id);
    if (result.ok) job.resolve(Buffer.from(result.pdf));
    else job.reject(new Error(`PDF worker: ${result.message}`));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => failAll(new Error(`PDF worker exited with code ${code}`)));
  worker = started;
  return started;
}

/**
 * Lays a document out on a worker thread: pdfmake's layout is one synchronous block (about
 * 0.7 ms per table row, seconds for a long register) that would otherwise stall every other
 * request. `module` (an import.meta.url) and `exportName` name a function that builds the
 * document definition from `input`, which must be plain data (it is copied to the thread).
 */
export function renderPdfInWorker(
  module: string,
  exportName: string,
  input: unknown,
): Promise<Buffer> {
  const id = nextId;
  nextId += 1;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const job: PdfJob = { id, module, exportName, input };
    pdfWorker().postMessage(job);
  });
}
