import type { TBillingCycleSummary, TReadingNote } from '@prapa/contracts/billing-cycles';
import type { TReadingRow } from '@prapa/contracts/readings';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * What the phone keeps for reading without signal (decision 025), in IndexedDB so it outlives a
 * reload and a closed tab: the downloaded round (one at a time) and every reading typed and not
 * yet accepted by the server, one key each, written before the screen moves on.
 *
 * Everything is kept per account (keys start with the account id, and a waiting reading names
 * its account): a phone shared by two readers never shows one the other's round, nor sends one
 * reader's waiting readings under the other's sign-in. Entries kept before this (no account in
 * the key) are never read.
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
  /** The account that typed it: sent only while that account is signed in. */
  account_id: number;
  cycle_id: number;
  meter_id: number;
  current_reading: number;
  /** The meter's reading in the cycle when the round was downloaded; null: none yet. */
  base_reading: number | null;
  units: number;
  confirm_rollover: boolean;
  confirm_anomaly: boolean;
  overwrite: boolean;
  /**
   * Not read (no access, broken): an estimate the server computes; `current_reading` is the
   * phone's own estimate, shown until the answer. Absent in readings kept before estimates.
   */
  note?: TReadingNote | null;
  typed_at: string;
  state: PendingState;
  /** Why the server refused it or what it holds instead (conflict), in the reader's language. */
  message?: string;
  code?: string;
  server_reading?: number;
  server_read_by?: string | null;
};

let stores: { factory: IDBFactory; round: UseStore; pending: UseStore } | null = null;

// Opened once per IndexedDB factory. A browser has one for the page's life; the web tests share
// one jsdom between files (docs/decisions/003), and the file that installs a fake factory must
// not hand its open database to the files after it, which run without IndexedDB.
function db() {
  const factory = globalThis.indexedDB;
  if (!stores || stores.factory !== factory) {
    stores = {
      factory,
      round: createStore('prapa-offline-round', 'round'),
      pending: createStore('prapa-offline-pending', 'pending'),
    };
  }
  return stores;
}

const roundKey = (accountId: number) => `${accountId}:round`;
const pendingPrefix = (accountId: number) => `${accountId}:`;

export const loadRound = (accountId: number) => get<OfflineRound>(roundKey(accountId), db().round);
export const saveRound = (accountId: number, round: OfflineRound) =>
  set(roundKey(accountId), round, db().round);
export const clearRound = (accountId: number) => del(roundKey(accountId), db().round);

/** The account's readings not yet accepted by the server, oldest first. */
export async function loadPending(accountId: number): Promise<PendingReading[]> {
  const prefix = pendingPrefix(accountId);
  const all = await entries<IDBValidKey, PendingReading>(db().pending);
  return all
    .filter(([key, value]) => String(key).startsWith(prefix) && value.account_id === accountId)
    .map(([, value]) => value)
    .sort((a, b) => a.typed_at.localeCompare(b.typed_at));
}
export const putPending = (reading: PendingReading) =>
  set(`${pendingPrefix(reading.account_id)}${reading.sync_id}`, reading, db().pending);
export const removePending = (reading: Pick<PendingReading, 'account_id' | 'sync_id'>) =>
  del(`${pendingPrefix(reading.account_id)}${reading.sync_id}`, db().pending);
