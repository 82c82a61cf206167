import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { setPriority } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './database.ts';

/** The nice value of a background job's PostgreSQL process: the report worker thread's too. */
export const BACKGROUND_NICE = 10;

export type BackgroundSession = {
  /** The handle to read with: its own connection on PostgreSQL, `db` itself on PGlite. */
  db: Db;
  /** The backend's process id when its priority was lowered, else null (and why not). */
  niced: { pid: number } | { pid: null; reason: string };
};

/**
 * Runs a long read-only background job (a report over 100,000 members) on a PostgreSQL session
 * of its own whose server process runs at a lower CPU priority, so on a small server the
 * counter's sessions get the cores first while the job's heavy queries run (issue 18 item 4).
 *
 * PostgreSQL has no per-session CPU priority; the only lever is the operating system's nice
 * value of the backend process serving the connection. This opens a connection outside the
 * pool (so the lowered process never serves a payment afterwards), finds its backend with
 * `pg_backend_pid()` and renices it, and closes the connection when `fn` ends, which ends that
 * process. Lowering another user's process needs the right to (root or CAP_SYS_NICE: the API
 * runs as root on the office server); everywhere else the job simply runs at normal priority:
 * - PGlite: the database is inside this process (there is no other process to lower);
 * - not Linux, or the server is not on this machine (the connection is not to a loopback
 *   address): the pid would name no process here, or the wrong one;
 * - the process found is not our backend: /proc/<pid>/cmdline must be PostgreSQL's process
 *   title for exactly this connection (`postgres: <user> <db> <address>(<port>) …`, on by
 *   default as update_process_title), which also rules out a server in another pid namespace
 *   (a container) publishing a loopback port;
 * - setPriority refuses (no permission).
 */
export async function withBackgroundSession<T>(
  db: Db,
  fn: (session: BackgroundSession) => Promise<T>,
): Promise<T> {
  const connection = backgroundConnectionOf(db);
  if (!connection) return fn({ db, niced: { pid: null, reason: 'embedded database' } });
  return withBackgroundConnection(connection, fn);
}

/**
 * How to open a connection of one's own to the server behind `db` (its pool's settings that
 * name the server, as plain data, so a worker thread can open one too); null on PGlite.
 */
export function backgroundConnectionOf(db: Db): BackgroundConnection | null {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return null;
  const options = pool.options as pg.ClientConfig;
  const connection: BackgroundConnection = {};
  for (const key of CONNECTION_KEYS) {
    const value = options[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      (connection as Record<string, unknown>)[key] = value;
    }
  }
  return connection;
}

/** The settings that say where the server is and who connects (no functions, no pool sizes). */
const CONNECTION_KEYS = [
  'connectionString',
  'host',
  'port',
  'user',
  'password',
  'database',
  'ssl',
  'application_name',
] as const;

export type BackgroundConnection = Partial<
  Record<(typeof CONNECTION_KEYS)[number], string | number | boolean>
>;

/**
 * The same on a connection named by plain settings: used on the main thread and by the report
 * worker thread, which reads its rows itself (the main thread then parses none of them).
 */
export async function withBackgroundConnection<T>(
  connection: BackgroundConnection,
  fn: (session: BackgroundSession) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(connection as pg.ClientConfig);
  // A server restart while the job runs must fail the job, not crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const niced = await lowerBackendPriority(client);
    return await fn({ db: drizzle({ client }) as unknown as Db, niced });
  } finally {
    await client.end().catch(() => undefined);
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

async function lowerBackendPriority(client: pg.Client): Promise<BackgroundSession['niced']> {
  if (process.platform !== 'linux') return { pid: null, reason: process.platform };
  const socket = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
  const address = socket?.localAddress;
  const port = socket?.localPort;
  if (!address || !port || !LOOPBACK.test(socket.remoteAddress ?? '')) {
    return { pid: null, reason: 'server not on a loopback address' };
  }
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]?.pid;
  if (!pid) return { pid: null, reason: 'no backend pid' };
  const title = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  // The server names the client as it saw it: an IPv4-mapped address without its prefix.
  const seenAs = `${address.replace(/^::ffff:/, '')}(${port})`;
  if (!title.startsWith('postgres') || !title.includes(seenAs)) {
    return { pid: null, reason: `process ${pid} is not this connection's backend` };
  }
  try {
    setPriority(pid, BACKGROUND_NICE);
    return { pid };
  } catch (error) {
    return { pid: null, reason: (error as Error).message };
  }
}
