// Entry of the PDF worker thread, in plain JavaScript: on Node 20 a worker thread does not
// inherit tsx's loader from the main thread (nor vitest's), so it registers tsx itself and then
// loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
