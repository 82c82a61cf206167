import type { Db } from '../../db/database.ts';
import type { ClientFilter } from './client-filter.ts';
import { countClients } from './client-rows.repository.ts';
import { readClientListVersion } from './client-tallies.repository.ts';

/**
 * The list's total of matching clients, counted once per filter and reused while nothing it
 * depends on has changed (docs/decisions/017-counts-and-first-page.md). Turning pages, or
 * several clerks on the same list, then cost one small SUM instead of an exact count over
 * every matching row. The version is read before counting: a change committed in between
 * makes the next reader count again rather than keep a stale total.
 */

const MAX_FILTERS = 500;
type Cached = { version: number; total: number };
const caches = new WeakMap<Db, Map<string, Cached>>();

function keyOf(filter: ClientFilter): string {
  return JSON.stringify([
    filter.q?.trim() ?? '',
    filter.areaId ?? null,
    filter.statusCodes ? [...filter.statusCodes].sort() : null,
    filter.ignored ?? null,
    filter.ids ? [...filter.ids].sort((a, b) => a - b) : null,
  ]);
}

export async function countClientsCached(db: Db, filter: ClientFilter): Promise<number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = keyOf(filter);
  const version = await readClientListVersion(db);
  const hit = cache.get(key);
  if (hit && hit.version === version) {
    // Most recently used last, so the oldest filter goes first when the map is full.
    cache.delete(key);
    cache.set(key, hit);
    return hit.total;
  }
  const total = await countClients(db, filter);
  cache.delete(key);
  cache.set(key, { version, total });
  if (cache.size > MAX_FILTERS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return total;
}
