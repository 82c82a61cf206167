import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/database.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';

/**
 * CPU time spent on a load run by the API's main thread (the event loop: HTTP, hooks,
 * validation, the driver; with PGlite the database too) and by the PostgreSQL backends of the
 * benchmark's database, read from /proc (Linux). Unlike a latency at 8 connections on a shared
 * two-core machine, CPU per request hardly moves with what the other processes do, so a change
 * can be compared before and after on a busy machine. The load generator runs on its own
 * thread and is not counted.
 */

let tickMs: number | undefined;
function msPerTick(): number {
  if (tickMs === undefined) {
    let hz = 100;
    try {
      hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      // No getconf: Linux's USER_HZ is 100 everywhere that matters.
    }
    tickMs = 1000 / hz;
  }
  return tickMs;
}

/** utime + stime of a process or thread in milliseconds, or null when /proc has none. */
function cpuMs(statPath: string): number | null {
  try {
    const stat = readFileSync(statPath, 'utf8');
    // Fields after "(comm) ": state, ppid, …; utime and stime are the 12th and 13th of them.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * msPerTick();
  } catch {
    return null;
  }
}

async function backendPids(db: Db): Promise<number[]> {
  const rows = await rawRows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend'`,
  );
  return rows.map((row) => row.pid);
}

export type CpuSample = { mainMs: number | null; backends: Map<number, number> | null };

export async function sampleCpu(db: Db, postgres: boolean): Promise<CpuSample> {
  const mainMs = cpuMs(`/proc/self/task/${process.pid}/stat`);
  if (!postgres) return { mainMs, backends: null };
  const backends = new Map<number, number>();
  for (const pid of await backendPids(db)) {
    const ms = cpuMs(`/proc/${pid}/stat`);
    if (ms !== null) backends.set(pid, ms);
  }
  return { mainMs, backends };
}

export type CpuPerRequest = { mainUs: number | null; databaseUs: number | null };

/** Microseconds of CPU per request between two samples (new backends count from zero). */
export async function cpuPerRequest(
  db: Db,
  postgres: boolean,
  before: CpuSample,
  requests: number,
): Promise<CpuPerRequest> {
  const after = await sampleCpu(db, postgres);
  const per = (ms: number) => (ms * 1000) / Math.max(1, requests);
  const mainUs =
    after.mainMs !== null && before.mainMs !== null ? per(after.mainMs - before.mainMs) : null;
  let databaseUs: number | null = null;
  if (after.backends && before.backends) {
    let total = 0;
    for (const [pid, ms] of after.backends) total += ms - (before.backends.get(pid) ?? 0);
    databaseUs = per(total);
  }
  return { mainUs, databaseUs };
}
