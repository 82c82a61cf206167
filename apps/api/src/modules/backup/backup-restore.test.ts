import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  createTestAccount,
  createTestClient,
  createTestMasterData,
  createTestMeter,
  createTestSession,
} from '../../test/factories.ts';
import { type BackupTarget, createBackup } from './backup.service.ts';
import { pruneBackups } from './backup-files.ts';
import { RestoreRefused, restoreBackup } from './restore.service.ts';

/** md5 of every row of every logged table, table by table (UNLOGGED counters are not backed up). */
async function tableChecksums(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables = await rawRows<{ name: string }>(
    handle.db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rawRows<{ sum: string }>(
      handle.db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`,
      ),
    );
    out[name] = row?.sum ?? '';
  }
  return out;
}

async function addData(handle: DatabaseHandle, label: string) {
  const account = await createTestAccount(handle.db, new Date(), { role: 2, fullName: label });
  await handle.db.execute(
    sql`insert into areas (area_code, area_name) values (${label === 'before' ? '91' : '92'}, ${`เขต ${label}`})`,
  );
  return account;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function roundTrip(
  open: () => Promise<DatabaseHandle>,
  config: { dataDir: string; databaseUrl?: string },
  format: Pick<BackupTarget, 'pgFormat' | 'pgDumpCommand'> = {},
) {
  let handle = await open();
  const account = await addData(handle, 'before');
  // Members with meters: identity ids, foreign keys, and the tallies their triggers keep.
  const master = await createTestMasterData(handle.db);
  for (let n = 0; n < 3; n += 1) {
    await createTestMeter(handle.db, await createTestClient(handle.db, master), master.meterTypeId);
  }
  await createTestSession(handle.db, account.id, new Date());
  const backupDir = join(config.dataDir, 'backups');
  const backup = await createBackup(handle, {
    dir: backupDir,
    databaseUrl: config.databaseUrl,
    ...format,
  });
  const saved = await tableChecksums(handle);
  expect(Object.keys(saved)).toContain('clients');

  await addData(handle, 'after');
  await handle.db.execute(sql`update accounts set full_name = 'changed'`);
  expect(await tableChecksums(handle)).not.toEqual(saved);
  await handle.close();

  await expect(restoreBackup({ file: backup.file, ...config, force: false })).rejects.toThrow(
    RestoreRefused,
  );
  const result = await restoreBackup({ file: backup.file, ...config, force: true });
  expect(result.sessionsEnded).toBe(1);

  handle = await open();
  const restored = await tableChecksums(handle);
  // The identity sequences came back too: new rows take new ids.
  await addData(handle, 'after');
  await createTestClient(handle.db, master);
  await handle.close();
  expect({ ...restored, sessions: '' }).toEqual({ ...saved, sessions: '' });
  return backup;
}

describe('backup and restore', () => {
  it.skipIf(process.env.PRAPA_TEST_ADMIN_URL)(
    'embedded: backup → change → restore gives back every table as it was',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'prapa-backup-'));
      dirs.push(dataDir);
      const open = () => openConfiguredDatabase({ dataDir, databaseUrl: undefined });
      const backup = await roundTrip(open, { dataDir });
      expect(backup.file).toMatch(/backups\/prapa-\d{8}-\d{6}Z\.tar\.gz$/);
      const files = await readdir(join(dataDir, 'backups'));
      expect(files).toContain(`${backup.file.split('/').pop()}.sha256`);
      // The replaced data directory is kept, renamed.
      expect(
        (await readdir(dataDir)).some((name) => name.startsWith('pglite.before-restore-')),
      ).toBe(true);

      // A damaged file is refused before anything is touched.
      await writeFile(backup.file, 'not a backup');
      await expect(restoreBackup({ file: backup.file, dataDir, force: true })).rejects.toThrow(
        /checksum/,
      );
    },
    120_000,
  );

  it.runIf(process.env.PRAPA_TEST_ADMIN_URL).each([
    { via: 'pg_dump -Fc and pg_restore', format: {}, file: /\.dump$/ },
    {
      via: 'the logical dump when pg_dump is not installed',
      format: { pgDumpCommand: 'no-such-pg_dump' },
      file: /\.ndjson\.gz$/,
    },
    { via: 'the logical dump by setting', format: { pgFormat: 'logical' }, file: /\.ndjson\.gz$/ },
  ] as const)(
    'PostgreSQL: the same round trip through $via',
    async ({ format, file }) => {
      const adminUrl = process.env.PRAPA_TEST_ADMIN_URL as string;
      const template = new URL(process.env.PRAPA_TEST_DATABASE_URL as string);
      const name = `${template.pathname.slice(1)}_backup_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.pathname.slice(1)}"`);
      const url = new URL(template);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'prapa-backup-pg-'));
      dirs.push(dataDir);
      try {
        const databaseUrl = url.toString();
        const backup = await roundTrip(
          () => openConfiguredDatabase({ dataDir, databaseUrl }),
          { dataDir, databaseUrl },
          format,
        );
        expect(backup.file).toMatch(file);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );

  it('keeps only the newest backups', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'prapa-prune-'));
    dirs.push(dir);
    for (const day of ['01', '02', '03']) {
      await writeFile(join(dir, `prapa-202611${day}-023000Z.tar.gz`), day);
      await writeFile(join(dir, `prapa-202611${day}-023000Z.tar.gz.sha256`), day);
    }
    await pruneBackups(dir, 2);
    expect((await readdir(dir)).sort()).toEqual([
      'prapa-20261102-023000Z.tar.gz',
      'prapa-20261102-023000Z.tar.gz.sha256',
      'prapa-20261103-023000Z.tar.gz',
      'prapa-20261103-023000Z.tar.gz.sha256',
    ]);
  });
});
