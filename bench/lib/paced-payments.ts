import { Worker } from 'node:worker_threads';

export type PacedUser = { headers: Record<string, string>; bodies: string[]; keys: string[] };
export type PacedResult = { times: number[]; statuses: Record<string, number> };

/**
 * Counter payments at a steady pace from a worker thread (paced-payments-worker.mjs) while a
 * background job runs, and the process's peak RSS sampled meanwhile. `stop()` ends both and
 * answers each payment's time, the answers' status counts and the peak RSS in bytes.
 */
export function startPacedPayments(options: {
  url: string;
  intervalMs: number;
  users: PacedUser[];
}): { count: () => number; stop: () => Promise<PacedResult & { peakRss: number }> } {
  // How many payments have been answered so far, readable while they run.
  const answered = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./paced-payments-worker.mjs', import.meta.url), {
    workerData: { ...options, answered },
  });
  const result = new Promise<PacedResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  return {
    count: () => Atomics.load(answered, 0),
    stop: async () => {
      clearInterval(sampler);
      worker.postMessage('stop');
      const payments = await result;
      await worker.terminate();
      return { ...payments, peakRss };
    },
  };
}
