import { Worker } from 'node:worker_threads';
import type { ReportWorkerMessage, ReportWorkerReply } from './report-worker.ts';

type Pending = {
  resolve: (r: ReportWorkerReply) => void;
  reject: (e: Error) => void;
  /** 'progress' replies of a worker-side report, handled one after the other. */
  progress?: (reply: Extract<ReportWorkerReply, { type: 'progress' }>) => void;
};

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
    if (reply.type === 'progress') {
      thread.waiting?.progress?.(reply);
      return;
    }
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
    /**
     * Posts `message` and waits for its answer. `onProgress` hears a report's 'progress'
     * replies in order; when it throws (the job was cancelled) the send fails with that error
     * at once, and `close(false)` then ends the thread mid-report.
     */
    send(
      message: ReportWorkerMessage,
      onProgress?: (done: number, total: number) => Promise<void>,
    ): Promise<ReportWorkerReply> {
      if (thread.failure) return Promise.reject(thread.failure);
      return new Promise<ReportWorkerReply>((resolve, reject) => {
        let heard: Promise<void> = Promise.resolve();
        thread.waiting = {
          resolve: (reply) => heard.then(() => resolve(reply), reject),
          reject,
          progress: (reply) => {
            heard = heard.then(() => onProgress?.(reply.done, reply.total));
            heard.catch(reject);
          },
        };
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
