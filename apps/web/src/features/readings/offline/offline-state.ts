import type { TReadingNote } from '@prapa/contracts/billing-cycles';
import {
  READING_SYNC_BATCH_MAX,
  READING_SYNC_PATH,
  type TReadingSyncResult,
  ZReadingSyncResponse,
} from '@prapa/contracts/reading-sync';
import type { TReadingRow } from '@prapa/contracts/readings';
import { meterCapacity } from '@prapa/domain/meter-reading';
import { useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { getSession, subscribeSession } from '../../../lib/session.ts';
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
 * change is written to IndexedDB first, then published. It belongs to the signed-in account:
 * another sign-in starts from that account's own round and readings.
 */
export type OfflineState = {
  /** Whose round and readings these are; null: nobody signed in (nothing loaded). */
  account: number | null;
  loaded: boolean;
  round: OfflineRound | null;
  pending: PendingReading[];
  syncing: boolean;
  online: boolean;
  /** IndexedDB works here: offline reading can be offered. */
  available: boolean;
};

/** Nothing loaded: before the screen asks, and after another account signed in. */
const empty = (): Pick<OfflineState, 'loaded' | 'round' | 'pending' | 'syncing'> => ({
  loaded: false,
  round: null,
  pending: [],
  syncing: false,
});

let state: OfflineState = {
  ...empty(),
  account: null,
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

/** The signed-in account's id, or null. */
export function signedInAccount(): number | null {
  const { isLoggedIn, user } = getSession();
  return isLoggedIn && typeof user.id === 'number' ? user.id : null;
}

/** The account whose round is shown, or an error: no write may land under nobody. */
function owner(): number {
  if (state.account === null || state.account !== signedInAccount()) {
    throw new Error('offline state of another account');
  }
  return state.account;
}

let loading: { account: number; done: Promise<void> } | null = null;
let listening = false;

function listenToConnection() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    publish({ online: true });
    void syncPending();
  });
  window.addEventListener('offline', () => publish({ online: false }));
}

/**
 * Another account signed in (or nobody): what is shown is dropped from memory (it stays on the
 * phone under its own account) and loaded again for the new one when the screen asks.
 */
function followSession() {
  const account = signedInAccount();
  if (account === state.account) return;
  loading = null;
  publish({ ...empty(), account });
}
subscribeSession(followSession);

/**
 * Reads the signed-in account's round and waiting readings from IndexedDB once; sends them when
 * online.
 */
export function loadOfflineState(): Promise<void> {
  followSession();
  const account = state.account;
  if (account === null) {
    publish({ loaded: true, available: false });
    return Promise.resolve();
  }
  if (loading?.account === account) return loading.done;
  const done = (async () => {
    let round: OfflineRound | undefined;
    let pending: PendingReading[];
    try {
      [round, pending] = await Promise.all([loadRound(account), loadPending(account)]);
    } catch {
      // No IndexedDB (a private window of some browsers, tests): the screen works online only.
      if (state.account === account) publish({ loaded: true, available: false });
      return;
    }
    // Signed out while reading: the next account loads its own.
    if (state.account !== account) return;
    publish({ loaded: true, available: true, round: round ?? null, pending });
    listenToConnection();
    void syncPending();
  })();
  loading = { account, done };
  return done;
}

export async function keepRound(round: OfflineRound): Promise<void> {
  await saveRound(owner(), round);
  publish({ round });
}

/** Forgets the downloaded round; refused (false) while readings still wait to be sent. */
export async function dropRound(): Promise<boolean> {
  if (state.pending.length > 0) return false;
  await clearRound(owner());
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
  await saveRound(owner(), next);
  publish({ round: next });
}

/**
 * Keeps one typed reading: on the phone first (replacing one of the same meter not yet sent),
 * then shown as recorded on the downloaded round, then sent when there is a connection.
 */
export async function recordOffline(
  row: TReadingRow,
  reading: Omit<
    PendingReading,
    'sync_id' | 'account_id' | 'typed_at' | 'state' | 'overwrite' | 'base_reading'
  > & {
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
    account_id: owner(),
    typed_at: new Date().toISOString(),
    state: 'waiting',
    overwrite: false,
  };
  await putPending(entry);
  for (const old of replaced) await removePending(old);
  publish({
    pending: [...state.pending.filter((p) => !replaced.includes(p)), entry],
  });
  await updateRoundRow(row.meter_id, {
    currentMeter: reading.current_reading,
    diffUnit: reading.units,
    meterUsage: reading.units,
    tag: 'recorded',
    rollover: reading.confirm_rollover,
    note: reading.note ?? null,
    estimated: (reading.note ?? null) !== null,
  });
  void syncPending();
}

/**
 * A meter that could not be read (no access, broken), kept as an estimate for office staff who
 * may mark one (the meter reader may not, online or offline: decision 025). The phone shows the
 * previous reading plus the average; the server computes the estimate from the meter's own
 * history when it arrives, and its answer replaces the phone's figure.
 */
export async function recordEstimate(
  row: TReadingRow,
  cycleId: number,
  note: TReadingNote,
): Promise<void> {
  const units = Math.round(row.average_units ?? 0);
  const previous = row.previousMeter ?? 0;
  const reached = previous + units;
  await recordOffline(row, {
    cycle_id: cycleId,
    meter_id: row.meter_id,
    current_reading: reached % meterCapacity(row.meter_digit),
    base_reading: row.tag === 'recorded' ? row.currentMeter : null,
    units,
    confirm_rollover: false,
    confirm_anomaly: false,
    note,
  });
}

async function replacePending(entry: PendingReading) {
  await putPending(entry);
  publish({ pending: state.pending.map((p) => (p.sync_id === entry.sync_id ? entry : p)) });
}

async function forgetPending(entry: PendingReading) {
  await removePending(entry);
  publish({ pending: state.pending.filter((p) => p.sync_id !== entry.sync_id) });
}

/** The reader keeps their own reading over the one recorded meanwhile: sent again, overwriting. */
export async function keepMine(entry: PendingReading): Promise<void> {
  await replacePending({ ...entry, state: 'waiting', overwrite: true, message: undefined });
  void syncPending();
}

/** The reader accepts the server's reading (conflict) or gives up a refused one. */
export async function discardPending(entry: PendingReading): Promise<void> {
  await forgetPending(entry);
  if (entry.state === 'conflict' && entry.server_reading !== undefined) {
    await updateRoundRow(entry.meter_id, { currentMeter: entry.server_reading, tag: 'recorded' });
  } else {
    // Not on the server: the meter shows what it had when the round was downloaded.
    await updateRoundRow(entry.meter_id, {
      currentMeter: entry.base_reading,
      tag: entry.base_reading === null ? 'waiting' : 'recorded',
      diffUnit: null,
      meterUsage: null,
      ...(entry.base_reading === null ? { note: null, estimated: false } : {}),
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
  // Signed out meanwhile: applied at the account's next sign-in (sent again, `duplicate`).
  if (state.account !== entry.account_id || signedInAccount() !== entry.account_id) return;
  if (!state.pending.some((p) => p.sync_id === entry.sync_id)) return;
  if (result.status === 'saved') {
    await forgetPending(entry);
    // What the server recorded (an estimate is its own figure, not the phone's).
    if (result.reading) {
      await updateRoundRow(entry.meter_id, {
        currentMeter: result.reading.current_reading,
        diffUnit: result.reading.units,
        meterUsage: result.reading.units,
      });
    }
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
        note: p.note ?? null,
      })),
    },
    schema: ZReadingSyncResponse,
  });
}

let running: Promise<void> | null = null;

/**
 * Sends every waiting reading, in batches, until none waits or the connection drops. A batch
 * that gets no answer stays waiting and is sent again with the same ids: the server saves each
 * id once. One send at a time, and only the signed-in account's own readings: a sign-out (or
 * another sign-in) stops it before the next batch.
 */
export function syncPending(): Promise<void> {
  const account = state.account;
  if (account === null) return Promise.resolve();
  running ??= (async () => {
    // Nothing below may finish before `running` is assigned: with nothing to send the body
    // would otherwise run to its `finally` synchronously, and the finished promise would stay
    // in `running`, so that no later call ever sent anything.
    await Promise.resolve();
    publish({ syncing: true });
    try {
      for (;;) {
        // Checked right before each request: the request carries the signed-in account's token.
        if (state.account !== account || signedInAccount() !== account) break;
        const batch = state.pending
          .filter((p) => p.state === 'waiting' && p.account_id === account)
          .slice(0, READING_SYNC_BATCH_MAX);
        if (batch.length === 0) break;
        let answer: Awaited<ReturnType<typeof send>>;
        try {
          answer = await send(batch);
        } catch (error) {
          // No connection, or the server is away: everything stays on the phone for later.
          if (!isApiError(error) || error.status === 0) publish({ online: false });
          break;
        }
        publish({ online: true });
        // Signed out while the batch travelled: its answers are applied at the next sign-in
        // (the same ids are sent again and answered `duplicate`).
        if (state.account !== account) break;
        const byId = new Map(batch.map((p) => [p.sync_id, p]));
        for (const result of answer.results) {
          const entry = byId.get(result.sync_id);
          if (entry) await applyResult(entry, result);
        }
      }
    } finally {
      running = null;
      publish({ syncing: false });
      // Another account signed in while this one's readings were being sent: now send theirs.
      if (state.account !== account && state.loaded) void syncPending();
    }
  })();
  return running;
}
