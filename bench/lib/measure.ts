import { Worker } from 'node:worker_threads';

export type Percentiles = { p50: number; p95: number; p99: number };

/** Nearest-rank percentiles of durations in milliseconds. */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

export type LoadResult = Percentiles & {
  requests: number;
  rps: number;
  non2xx: number;
  connections: number;
};

/**
 * Calls `url` for `seconds` over `connections` keep-alive connections (loopback only), from a
 * worker thread, and records every response time itself: autocannon's summary has no p95.
 */
export async function loadTest(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) {
    throw new Error(`refusing to load a non-loopback URL ${url}`);
  }
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { url, headers, connections, seconds },
  });
  const message = await new Promise<{ times: number[]; non2xx: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return {
    ...percentiles(message.times),
    requests: message.times.length,
    rps: message.times.length / seconds,
    non2xx: message.non2xx,
    connections,
  };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times one after another; milliseconds. */
export async function timeDirect(
  fn: () => Promise<unknown>,
  runs: number,
  warmup = 10,
): Promise<Percentiles> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return percentiles(times);
}
