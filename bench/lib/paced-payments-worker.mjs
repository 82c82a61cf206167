// Counter payments at a steady pace from a worker thread, until the parent says 'stop': each
// simulated cashier pays its own invoices one every `intervalMs` (staggered), so a background
// job can be measured against the latency the counter sees. Plain JS: worker threads do not
// inherit tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string, intervalMs: number, users: { headers: Record<string, string>, bodies: string[], keys: string[] }[], answered: Int32Array }} */
const { url, intervalMs, users, answered } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const times = [];
const statuses = {};
let stopped = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stopped = true;
});

async function user({ headers, bodies, keys }, index) {
  let due = performance.now() + (intervalMs * index) / users.length;
  for (let i = 0; i < bodies.length && !stopped; i += 1) {
    await sleep(due - performance.now());
    due += intervalMs;
    if (stopped) break;
    const start = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': keys[i] },
      body: bodies[i],
    });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    Atomics.add(answered, 0, 1);
  }
}

await Promise.all(users.map(user));
parentPort.postMessage({ times, statuses });
