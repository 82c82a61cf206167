import type { TBillingCycleSummary } from '@prapa/contracts/billing-cycles';
import type { TReadingRow } from '@prapa/contracts/readings';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * What the phone keeps for reading without signal (decision 025), in IndexedDB so it outlives a
 * reload and a closed tab: the downloaded round (one at a time) and every reading typed and not
 * yet accepted by the server, one key each, written before the screen moves on.
 */
export type OfflineRound = {
  cycle: TBillingCycleSummary;
  /** Empty: every area. */
  areaIds: number[];
  /** Their names when downloaded: the area list cannot be fetched offline. */
  areaNames: string[];
  rows: TReadingRow[];
  /** ISO date-time. */
  downloadedAt: string;
};

export type PendingState = 'waiting' | 'conflict' | 'rejected';

export type PendingReading = {
  sync_id: string;
  cycle_id: number;
  meter_id: number;
  current_reading: number;
  /** The meter's reading in the cycle when the round was downloaded; null: none yet. */
  base_reading: number | null;
  units: number;
  confirm_rollover: boolean;
  confirm_anomaly: boolean;
  overwrite: boolean;
  typed_at: string;
  state: PendingState;
  /** Why the server refused it or what it holds instead (conflict), in the reader's language. */
  message?: string;
  code?: string;
  server_reading?: number;
  server_read_by?: string | null;
};

let stores: { round: UseStore; pending: UseStore } | null = null;

function db() {
  stores ??= {
    round: createStore('prapa-offline-round', 'round'),
    pending: createStore('prapa-offline-pending', 'pending'),
  };
  return stores;
}

const ROUND_KEY = 'round';

export const loadRound = () => get<OfflineRound>(ROUND_KEY, db().round);
export const saveRound = (round: OfflineRound) => set(ROUND_KEY, round, db().round);
export const clearRound = () => del(ROUND_KEY, db().round);

export async function loadPending(): Promise<PendingReading[]> {
  const all = await entries<string, PendingReading>(db().pending);
  return all.map(([, value]) => value).sort((a, b) => a.typed_at.localeCompare(b.typed_at));
}
export const putPending = (reading: PendingReading) => set(reading.sync_id, reading, db().pending);
export const removePending = (syncId: string) => del(syncId, db().pending);
