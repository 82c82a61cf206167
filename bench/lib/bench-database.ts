import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/database.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';

export type BenchDatabase = DatabaseHandle & { label: string; drop: () => Promise<void> };

/** A migrated PostgreSQL database `name` on DATABASE_URL's server, created when missing. */
async function onServer(serverUrl: string, name: string, drop: boolean): Promise<BenchDatabase> {
  const admin = async (sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(sql, params);
    } finally {
      await client.end();
    }
  };
  const found = await admin('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(handle);
  const version = (await handle.db.execute(
    sql.raw(`select current_setting('server_version') as v`),
  )) as unknown as { rows: { v: string }[] };
  return {
    ...handle,
    label: `PostgreSQL ${version.rows[0]?.v ?? '?'}${drop ? '' : ` (kept database ${name})`}`,
    drop: drop
      ? async () => {
          await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      : async () => undefined,
  };
}

/** A migrated PGlite in `dir` (created when missing); `drop` removes the folder. */
async function embedded(dir: string, drop: boolean): Promise<BenchDatabase> {
  await mkdir(dir, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
  await migrateDatabase(handle);
  const pkg = JSON.parse(
    await readFile(
      new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      'utf8',
    ),
  ) as { version: string };
  return {
    ...handle,
    label: `PGlite ${pkg.version}${drop ? '' : ` (kept in ${dir})`}`,
    drop: drop ? () => rm(dir, { recursive: true, force: true }) : async () => undefined,
  };
}

/**
 * A fresh, migrated database that the benchmark may fill and throw away: a new database on the
 * server DATABASE_URL points at (dropped afterwards), else an embedded PGlite in a temp dir.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `prapa_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    return onServer(serverUrl, name, true);
  }
  return embedded(await mkdtemp(join(tmpdir(), 'prapa-bench-')), true);
}

/**
 * A database kept between runs under `key` (BENCH_KEEP=1, generated-database.ts): on the
 * DATABASE_URL server a database named after the key, else a PGlite folder in the temp dir.
 * Created and migrated when missing; never dropped (drop is a no-op; remove it by hand).
 */
export async function openKeptBenchDatabase(key: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return onServer(serverUrl, `prapa_bench_keep_${key}`, false);
  return embedded(join(tmpdir(), 'prapa-bench-keep', key), false);
}

/**
 * A throw-away copy of the kept database `key` (closed first by the caller): `CREATE DATABASE
 * … TEMPLATE` on the server, a copied folder for PGlite. For a benchmark that writes (a bank
 * confirm pays half the bills), so the kept generation stays as generated for the next run.
 */
export async function copyKeptBenchDatabase(key: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const name = `prapa_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (serverUrl) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "prapa_bench_keep_${key}"`);
    } finally {
      await client.end();
    }
    return onServer(serverUrl, name, true);
  }
  const dir = join(tmpdir(), name);
  await cp(join(tmpdir(), 'prapa-bench-keep', key), dir, { recursive: true });
  return embedded(dir, true);
}
