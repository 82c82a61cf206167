// Runs autocannon on a thread of its own, so the load generator does not share the event loop
// of the server it measures. Plain JS: worker threads do not inherit tsx's loader on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, headers, connections, seconds } = workerData;
const times = [];
const instance = autocannon({ url, headers, connections, duration: seconds });
instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
const result = await instance;
parentPort.postMessage({ times, non2xx: result.non2xx });
