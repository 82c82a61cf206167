import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, statfs } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** Documents live under PRAPA_DATA_DIR/files/<yyyy-mm>/<name>; backups under .../backups. */
export function filesRoot(dataDir: string): string {
  return join(dataDir, 'files');
}

export function backupsRoot(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** The absolute path of a stored file; refuses a relative path that climbs out of the root. */
export function storedPath(dataDir: string, storagePath: string): string {
  const root = filesRoot(dataDir);
  const full = normalize(join(root, storagePath));
  if (!full.startsWith(root + sep))
    throw new Error(`storage path outside the file room: ${storagePath}`);
  return full;
}

/** A new storage path: the month folder and a unique, filesystem-safe name. */
export function newStoragePath(now: Date, baseName: string): string {
  const month = now.toISOString().slice(0, 7);
  const safe = baseName.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
  const unique = `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return `${month}/${unique}-${safe}`;
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function fileExists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A temporary path beside the final one: a writer fills it, `commitTempFile` renames it. */
export async function tempPathFor(full: string): Promise<string> {
  await mkdir(dirname(full), { recursive: true });
  return `${full}.part`;
}

/** Moves the finished temp file into place and returns its size and checksum. */
export async function commitTempFile(
  temp: string,
  full: string,
): Promise<{ size: number; sha256: string }> {
  const sha256 = await sha256OfFile(temp);
  const { size } = await stat(temp);
  await rename(temp, full);
  return { size, sha256 };
}

export async function removeStored(full: string): Promise<void> {
  await rm(full, { force: true });
}

export async function diskSpace(dataDir: string): Promise<{ free: number; total: number }> {
  await mkdir(dataDir, { recursive: true });
  const s = await statfs(dataDir);
  return { free: s.bavail * s.bsize, total: s.blocks * s.bsize };
}
