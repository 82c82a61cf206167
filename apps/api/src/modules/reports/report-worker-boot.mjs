// Entry of a report worker thread, in plain JavaScript: a worker thread does not inherit tsx's
// loader from the main thread (nor vitest's), so it registers tsx itself and then loads the
// TypeScript worker (same as lib/pdf/pdf-worker-boot.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./report-worker.ts');
