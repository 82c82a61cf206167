// POSTs bill-check lookups at a fixed overall rate from a thread of its own (see
// load-worker.mjs), cycling through the given request bodies, and records every response time.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, bodies, connections, seconds, rate } = workerData;
const times = [];
let next = 0;
const instance = autocannon({
  url,
  connections,
  duration: seconds,
  overallRate: rate,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        const body = bodies[next % bodies.length];
        next += 1;
        return { ...request, body };
      },
    },
  ],
});
const statuses = {};
instance.on('response', (_client, status, _bytes, responseTime) => {
  times.push(responseTime);
  statuses[status] = (statuses[status] ?? 0) + 1;
});
await instance;
parentPort.postMessage({ times, statuses });
