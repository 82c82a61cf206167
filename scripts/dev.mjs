#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` on :4000 and Vite on :5173 (which proxies /api to
// the API), together. Ctrl-C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', join('apps', 'api', 'src', 'server.ts')], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: join(root, 'apps', 'web'), stdio: 'inherit' }),
];

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));

let remaining = children.length;
let exitCode = 0;
for (const child of children) {
  child.on('exit', (code) => {
    if (code) exitCode = code;
    stopAll('SIGTERM');
    remaining -= 1;
    if (remaining === 0) process.exit(exitCode);
  });
}
