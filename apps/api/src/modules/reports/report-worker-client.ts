import { Worker } from 'node:worker_threads';
import type { ReportWorkerMessage, ReportWorkerReply } from './report-worker.ts';

type Pending = { resolve: (r: ReportWorkerReply) => void; reject: (e: Error) => void };

type Thread = { worker: Worker; waiting: Pending | undefined; failure: Error | undefined };

/**
 * Report worker threads. Starting one costs seconds under tsx (it loads pdfkit, exceljs and the
 * fonts), so a finished worker is kept for the next report; a second report running at the
 * same time gets a thread of its own. Idle workers are unref'd and never keep the process up.
 */
const idle: Thread[] = [];
const MAX_IDLE = 1;

function spawn(): Thread {
  const thread: Thread = {
    worker: new Worker(new URL('./report-worker-boot.mjs', import.meta.url)),
    waiting: undefined,
    failure: undefined,
  };
  const fail = (error: Error) => {
    thread.failure = error;
    thread.waiting?.reject(error);
    thread.waiting = undefined;
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
  };
  thread.worker.on('message', (reply: ReportWorkerReply) => {
    const w = thread.waiting;
    thread.waiting = undefined;
    if (!w) return;
    if (reply.type === 'error') w.reject(new Error(`report worker: ${reply.message}`));
    else w.resolve(reply);
  });
  thread.worker.on('error', fail);
  thread.worker.on('exit', (code) => fail(new Error(`report worker exited with code ${code}`)));
  return thread;
}

/** A worker for one report file; `close` hands it back (or ends it after a failure). */
export function startReportWorker() {
  const thread = idle.pop() ?? spawn();
  thread.worker.ref();
  let ok = true;
  return {
    send(message: ReportWorkerMessage): Promise<ReportWorkerReply> {
      if (thread.failure) return Promise.reject(thread.failure);
      return new Promise<ReportWorkerReply>((resolve, reject) => {
        thread.waiting = { resolve, reject };
        thread.worker.postMessage(message);
      }).catch((error: Error) => {
        ok = false;
        throw error;
      });
    },
    /** `finished`: the file was ended normally, so the thread holds nothing half-written. */
    async close(finished: boolean) {
      if (finished && ok && !thread.failure && idle.length < MAX_IDLE) {
        thread.worker.unref();
        idle.push(thread);
      } else {
        await thread.worker.terminate();
      }
    },
  };
}
