import {
  READING_SYNC_BATCH_MAX,
  READING_SYNC_PATH,
  type TReadingSyncResult,
  ZReadingSyncResponse,
} from '@prapa/contracts/reading-sync';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import {
  clearRound,
  loadPending,
  loadRound,
  type OfflineRound,
  type PendingReading,
  putPending,
  removePending,
  saveRound,
} from './offline-store.ts';
import { newSyncId } from './sync-id.ts';

/**
 * The phone's offline reading state, shared by every component of the reading screen: the
 * downloaded round, the readings waiting to be sent, and whether a send is under way. Every
 * change is written to IndexedDB first, then published.
 */
export type OfflineState = {
  loaded: boolean;
  round: OfflineRound | null;
  pending: PendingReading[];
  syncing: boolean;
  online: boolean;
  /** IndexedDB works here: offline reading can be offered. */
  available: boolean;
};

let state: OfflineState = {
  loaded: false,
  round: null,
  pending: [],
  syncing: false,
  available: true,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
};
const listeners = new Set<() => void>();

function publish(next: Partial<OfflineState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, () => state);
}

export function offlineState(): OfflineState {
  return state;
}

let loading: Promise<void> | null = null;

/** Reads the round and the waiting readings from IndexedDB once; sends them when online. */
export function loadOfflineState(): Promise<void> {
  loading ??= (async () => {
    try {
      const [round, pending] = await Promise.all([loadRound(), loadPending()]);
      publish({ loaded: true, round: round ?? null, pending });
    } catch {
      // No IndexedDB (a private window of some browsers, tests): the screen works online only.
      publish({ loaded: true, available: false });
      return;
    }
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => {
        publish({ online: true });
        void syncPending();
      });
      window.addEventListener('offline', () => publish({ online: false }));
    }
    void syncPending();
  })();
  return loading;
}

export async function keepRound(round: OfflineRound): Promise<void> {
  await saveRound(round);
  publish({ round });
}

/** Forgets the downloaded round; refused (false) while readings still wait to be sent. */
export async function dropRound(): Promise<boolean> {
  if (state.pending.length > 0) return false;
  await clearRound();
  publish({ round: null });
  return true;
}

async function updateRoundRow(meterId: number, change: Partial<TReadingRow>) {
  const round = state.round;
  if (!round) return;
  const next = {
    ...round,
    rows: round.rows.map((row) => (row.meter_id === meterId ? { ...row, ...change } : row)),
  };
  await saveRound(next);
  publish({ round: next });
}

/**
 * Keeps one typed reading: on the phone first (replacing one of the same meter not yet sent),
 * then shown as recorded on the downloaded round, then sent when there is a connection.
 */
export async function recordOffline(
  row: TReadingRow,
  reading: Omit<PendingReading, 'sync_id' | 'typed_at' | 'state' | 'overwrite' | 'base_reading'> & {
    base_reading: number | null;
  },
): Promise<void> {
  const replaced = state.pending.filter(
    (p) => p.meter_id === reading.meter_id && p.cycle_id === reading.cycle_id,
  );
  const entry: PendingReading = {
    ...reading,
    // Typed again before it was sent: the server's reading to compare with is still the first's.
    base_reading: replaced[0] ? replaced[0].base_reading : reading.base_reading,
    sync_id: newSyncId(),
    typed_at: new Date().toISOString(),
    state: 'waiting',
    overwrite: false,
  };
  await putPending(entry);
  for (const old of replaced) await removePending(old.sync_id);
  publish({
    pending: [...state.pending.filter((p) => !replaced.includes(p)), entry],
  });
  await updateRoundRow(row.meter_id, {
    currentMeter: reading.current_reading,
    diffUnit: reading.units,
    meterUsage: reading.units,
    tag: 'recorded',
    rollover: reading.confirm_rollover,
  });
  void syncPending();
}

async function replacePending(entry: PendingReading) {
  await putPending(entry);
  publish({ pending: state.pending.map((p) => (p.sync_id === entry.sync_id ? entry : p)) });
}

async function forgetPending(syncId: string) {
  await removePending(syncId);
  publish({ pending: state.pending.filter((p) => p.sync_id !== syncId) });
}

/** The reader keeps their own reading over the one recorded meanwhile: sent again, overwriting. */
export async function keepMine(entry: PendingReading): Promise<void> {
  await replacePending({ ...entry, state: 'waiting', overwrite: true, message: undefined });
  void syncPending();
}

/** The reader accepts the server's reading (conflict) or gives up a refused one. */
export async function discardPending(entry: PendingReading): Promise<void> {
  await forgetPending(entry.sync_id);
  if (entry.state === 'conflict' && entry.server_reading !== undefined) {
    await updateRoundRow(entry.meter_id, { currentMeter: entry.server_reading, tag: 'recorded' });
  } else {
    // Not on the server: the meter shows what it had when the round was downloaded.
    await updateRoundRow(entry.meter_id, {
      currentMeter: entry.base_reading,
      tag: entry.base_reading === null ? 'waiting' : 'recorded',
      diffUnit: null,
      meterUsage: null,
    });
  }
}

/** Sent again after the reader answered the question the server asked (its history differs). */
export async function confirmAndResend(entry: PendingReading): Promise<void> {
  await replacePending({
    ...entry,
    state: 'waiting',
    confirm_rollover: entry.confirm_rollover || entry.code === 'NEEDS_ROLLOVER_CONFIRMATION',
    confirm_anomaly: entry.confirm_anomaly || entry.code === 'NEEDS_ANOMALY_CONFIRMATION',
    message: undefined,
  });
  void syncPending();
}

async function applyResult(entry: PendingReading, result: TReadingSyncResult) {
  // Typed again while this one was on its way: the newer reading is the one that counts.
  if (!state.pending.some((p) => p.sync_id === entry.sync_id)) return;
  if (result.status === 'saved') {
    await forgetPending(entry.sync_id);
  } else if (result.status === 'conflict') {
    await replacePending({
      ...entry,
      state: 'conflict',
      message: result.message,
      server_reading: result.server_reading,
      server_read_by: result.server_read_by,
    });
  } else {
    await replacePending({
      ...entry,
      state: 'rejected',
      code: result.code,
      message: result.message,
    });
  }
}

function send(batch: readonly PendingReading[]) {
  return apiRequest(READING_SYNC_PATH, {
    method: 'POST',
    body: {
      readings: batch.map((p) => ({
        sync_id: p.sync_id,
        cycle_id: p.cycle_id,
        meter_id: p.meter_id,
        current_reading: p.current_reading,
        base_reading: p.base_reading,
        confirm_rollover: p.confirm_rollover,
        confirm_anomaly: p.confirm_anomaly,
        overwrite: p.overwrite,
      })),
    },
    schema: ZReadingSyncResponse,
  });
}

let running: Promise<void> | null = null;

/**
 * Sends every waiting reading, in batches, until none waits or the connection drops. A batch
 * that gets no answer stays waiting and is sent again with the same ids: the server saves each
 * id once. One send at a time.
 */
export function syncPending(): Promise<void> {
  running ??= (async () => {
    publish({ syncing: true });
    try {
      for (;;) {
        const batch = state.pending
          .filter((p) => p.state === 'waiting')
          .slice(0, READING_SYNC_BATCH_MAX);
        if (batch.length === 0) break;
        let answer: Awaited<ReturnType<typeof send>>;
        try {
          answer = await send(batch);
        } catch (error) {
          // No connection, or the server is away: everything stays on the phone for later.
          if (!isApiError(error)) publish({ online: false });
          break;
        }
        publish({ online: true });
        const byId = new Map(batch.map((p) => [p.sync_id, p]));
        for (const result of answer.results) {
          const entry = byId.get(result.sync_id);
          if (entry) await applyResult(entry, result);
        }
      }
    } finally {
      running = null;
      publish({ syncing: false });
    }
  })();
  return running;
}
