import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { databaseNameOf, quoteIdent, withDatabaseName } from './test-database-template.ts';

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database of its own for the caller (one per createTestApp), copied from
 * the template global-setup prepared. Closing it drops it (PostgreSQL) or frees it (PGlite).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const tar = await readFile(template.templateFile);
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([tar]) });
  }

  const templateName = databaseNameOf(template.templateUrl);
  const name = `${templateName}_${randomBytes(5).toString('hex')}`;
  await withAdmin(template.adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(templateName)}`),
  );
  const handle = await openDatabase({
    kind: 'postgres',
    url: withDatabaseName(template.templateUrl, name),
    maxConnections: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(template.adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
      );
    },
  };
}
