import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * Backups are `prapa-<UTC time>.tar.gz` (embedded), `.dump` (PostgreSQL, pg_dump) or
 * `.ndjson.gz` (PostgreSQL, the logical dump without pg_dump), each with a .sha256.
 */
export const BACKUP_PATTERN = /^prapa-\d{8}-\d{6}Z?\.(tar\.gz|dump|ndjson\.gz)$/;

const EXTENSION = { pglite: 'tar.gz', postgres: 'dump', logical: 'ndjson.gz' } as const;

export function backupName(now: Date, kind: keyof typeof EXTENSION): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `prapa-${stamp}Z.${EXTENSION[kind]}`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes `<file>.sha256` in the format `sha256sum -c` reads. */
export async function writeChecksum(file: string): Promise<string> {
  const digest = await sha256Of(file);
  await writeFile(`${file}.sha256`, `${digest}  ${basename(file)}\n`);
  return digest;
}

/** True when the file's checksum matches the .sha256 beside it; throws when there is none. */
export async function verifyChecksum(file: string): Promise<boolean> {
  const text = await readFile(`${file}.sha256`, 'utf8').catch(() => {
    throw new Error(`${file}.sha256 is missing: cannot verify the backup.`);
  });
  const expected = text.trim().split(/\s+/)[0]?.toLowerCase();
  return expected === (await sha256Of(file));
}

/** Deletes the oldest backups (and their checksums) beyond the newest `keep`. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_PATTERN.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) {
    await rm(join(dir, name), { force: true });
    await rm(join(dir, `${name}.sha256`), { force: true });
  }
  return old;
}
