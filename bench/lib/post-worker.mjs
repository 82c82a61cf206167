// POSTs prepared JSON bodies from a worker thread, one keep-alive loop per simulated user, so
// the load generator does not share the event loop of the server it measures. Unlike
// load-worker.mjs (autocannon, one URL), every request here has its own body and headers:
// each cashier pays different invoices. Plain JS: worker threads do not inherit tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';

/**
 * `intervalMs` 0: each user sends its next request as soon as the answer arrives (closed loop,
 * the saturation point). Otherwise each user starts one request every `intervalMs` (staggered
 * across users), or right after the previous answer when that came later: a paced counter.
 * @type {{ url: string, seconds: number, intervalMs: number, users: { headers: Record<string, string>, bodies: string[], keys: string[] }[] }}
 */
const { url, seconds, intervalMs, users } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const deadline = performance.now() + seconds * 1000;
const times = [];
const statuses = {};

async function user({ headers, bodies, keys }, index) {
  let due = performance.now() + (intervalMs * index) / users.length;
  for (let i = 0; i < bodies.length && performance.now() < deadline; i += 1) {
    if (intervalMs > 0) {
      await sleep(due - performance.now());
      due += intervalMs;
    }
    const start = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': keys[i] },
      body: bodies[i],
    });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}

const started = performance.now();
await Promise.all(users.map(user));
parentPort.postMessage({ times, statuses, elapsedMs: performance.now() - started });
