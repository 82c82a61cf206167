/**
 * `npm run bench -- <name>` runs bench/<name>.ts; `npm run bench` runs every benchmark in turn.
 * Each benchmark is a script that prints its own figures (see docs/benchmarks.md).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}

for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n=== bench ${name} ===`);
  // A process of its own per benchmark: one's database and server never share memory with the next.
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, `${name}.ts`)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
