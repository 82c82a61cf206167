import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { PG_ADMIN_ENV, PG_TEMPLATE_ENV } from './test-database-template.ts';

/**
 * Migrates once, before any test file runs, into a template every file copies: a dumped
 * PGlite data directory, or (under test:pg) a PostgreSQL database used with
 * CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const templateUrl = process.env[PG_TEMPLATE_ENV];
  if (templateUrl) {
    const adminUrl = process.env[PG_ADMIN_ENV];
    if (!adminUrl) throw new Error(`${PG_TEMPLATE_ENV} needs ${PG_ADMIN_ENV} as well`);
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl, maxConnections: 1 });
    await migrateDatabase(handle);
    // No connection may stay open on a template database while it is copied.
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', templateUrl, adminUrl });
    return;
  }

  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = await mkdtemp(join(tmpdir(), 'prapa-api-test-'));
  const templateFile = join(dir, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
