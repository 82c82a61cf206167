#!/usr/bin/env node
// `npm run test:pg`: the API integration suite against a real PostgreSQL server.
// Creates a throw-away template database on DATABASE_URL's server, lets the suite migrate it
// and copy it once per test file (CREATE DATABASE … TEMPLATE), then drops them all.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const template = `prapa_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

function urlFor(database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropAll() {
  await admin(async (client) => {
    const { rows } = await client.query(
      'SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2',
      [template, `${template}\\_%`],
    );
    // Per-file copies first: the template cannot go while a copy is being made from it.
    const names = rows.map((r) => r.datname).sort((a, b) => b.length - a.length);
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

function runVitest() {
  return new Promise((resolve) => {
    const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const child = spawn(
      process.execPath,
      [vitest, 'run', '--project', 'api', ...process.argv.slice(2)],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          PRAPA_TEST_DATABASE_URL: urlFor(template),
          PRAPA_TEST_ADMIN_URL: adminUrl,
        },
      },
    );
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let code = 1;
try {
  await admin((client) => client.query(`CREATE DATABASE "${template}"`));
  console.log(`test:pg: template database ${template} on ${new URL(adminUrl).host}`);
  code = await runVitest();
} catch (error) {
  console.error(`test:pg: ${error instanceof Error ? error.message : error}`);
} finally {
  try {
    await dropAll();
  } catch (error) {
    console.error(`test:pg: could not drop the test databases: ${error.message}`);
    code ||= 1;
  }
}
process.exit(code);
