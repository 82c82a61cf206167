import 'fake-indexeddb/auto';
import { READING_SYNC_PATH } from '@prapa/contracts/reading-sync';
import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeUser, signInAs } from '../../../app/testing/fake-users.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { refreshSession, signOut } from '../../../lib/session.ts';
import { OPEN_CYCLE } from '../../../test/fake-cycles.ts';
import { fakeRow } from '../testing/fake-readings.ts';
import { callsTo } from '../testing/reading-api.ts';
import {
  keepRound,
  loadOfflineState,
  offlineState,
  recordOffline,
  syncPending,
} from './offline-state.ts';
import {
  clearRound,
  loadPending,
  type OfflineRound,
  type PendingReading,
  putPending,
  removePending,
  saveRound,
} from './offline-store.ts';

const VIEW = fakeUser(ROLE.VIEW);
const NORM = fakeUser(ROLE.NORM);
const ROW = fakeRow({ meter_id: 101 });

const ROUND: OfflineRound = {
  cycle: OPEN_CYCLE,
  areaIds: [],
  areaNames: [],
  rows: [ROW],
  downloadedAt: '2026-11-27T07:00:00.000Z',
};

type SyncBody = { readings: { sync_id: string; meter_id: number; current_reading: number }[] };

type SyncedReading = SyncBody['readings'][number];

/**
 * The sync route: answers `saved` for every reading (with `saved`'s other fields, by default a
 * first save with no reading), or fails like a phone without signal.
 */
function syncRoute(
  online: boolean,
  saved: (reading: SyncedReading) => object = () => ({ duplicate: false, reading: null }),
) {
  return ({ init }: { init: RequestInit }) => {
    if (!online) throw new TypeError('Failed to fetch');
    const body = JSON.parse(String(init.body)) as SyncBody;
    return json(200, {
      data: {
        results: body.readings.map((r) => ({ sync_id: r.sync_id, status: 'saved', ...saved(r) })),
      },
    });
  };
}

function waitingReading(accountId: number): PendingReading {
  return {
    sync_id: '6f1c2a8e-4b7d-4c55-9e1a-3d2f0b9a7c11',
    account_id: accountId,
    cycle_id: OPEN_CYCLE.id,
    meter_id: ROW.meter_id,
    current_reading: 135,
    base_reading: null,
    units: 15,
    confirm_rollover: false,
    confirm_anomaly: false,
    overwrite: false,
    typed_at: '2026-11-27T08:00:00.000Z',
    state: 'waiting',
  };
}

/** Nobody signed in, nothing on the phone. */
async function clearPhone() {
  localStorage.clear();
  refreshSession();
  for (const account of [VIEW.id, NORM.id]) {
    for (const entry of await loadPending(account)) await removePending(entry);
    await clearRound(account);
  }
}

describe('offline readings belong to the account that typed them', () => {
  beforeEach(clearPhone);
  afterEach(() => vi.unstubAllGlobals());

  it("never shows or sends one reader's round and waiting readings under another sign-in", async () => {
    signInAs(ROLE.VIEW);
    fakeApi({ [`POST ${READING_SYNC_PATH}`]: syncRoute(false) });
    await loadOfflineState();
    await keepRound(ROUND);
    await recordOffline(ROW, {
      cycle_id: OPEN_CYCLE.id,
      meter_id: ROW.meter_id,
      current_reading: 135,
      base_reading: null,
      units: 15,
      confirm_rollover: false,
      confirm_anomaly: false,
    });
    await syncPending();
    expect(offlineState().pending).toMatchObject([{ account_id: VIEW.id, state: 'waiting' }]);

    // Signed out without sending; another person signs in on the same phone.
    signOut();
    expect(offlineState()).toMatchObject({ account: null, round: null, pending: [] });
    signInAs(ROLE.NORM);
    const other = fakeApi({ [`POST ${READING_SYNC_PATH}`]: syncRoute(true) });
    await loadOfflineState();
    await syncPending();
    expect(offlineState()).toMatchObject({ account: NORM.id, round: null, pending: [] });
    expect(callsTo(other, 'POST', READING_SYNC_PATH)).toHaveLength(0);
    // Still on the phone, under the first reader.
    expect(await loadPending(VIEW.id)).toHaveLength(1);

    // The first reader signs in again: their round is back and the reading goes under them.
    signOut();
    signInAs(ROLE.VIEW);
    const own = fakeApi({ [`POST ${READING_SYNC_PATH}`]: syncRoute(true) });
    await loadOfflineState();
    expect(offlineState().round?.rows).toHaveLength(1);
    await syncPending();
    const sent = own.mock.calls.filter(([url]) => String(url).endsWith(READING_SYNC_PATH));
    expect(sent).toHaveLength(1);
    expect(new Headers(sent[0]?.[1]?.headers).get('Authorization')).toBe(
      `Bearer token-${ROLE.VIEW}`,
    );
    expect(callsTo(own, 'POST', READING_SYNC_PATH)[0]?.body.readings).toMatchObject([
      { meter_id: ROW.meter_id, current_reading: 135 },
    ]);
    expect(offlineState().pending).toEqual([]);
    expect(await loadPending(VIEW.id)).toEqual([]);
  });
});

describe('a reading sent again after its answer was lost', () => {
  beforeEach(clearPhone);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reading the server holds now, which the office may have changed since', async () => {
    signInAs(ROLE.VIEW);
    // The phone's first send was saved but its answer lost; the office then recorded 69.
    fakeApi({
      [`POST ${READING_SYNC_PATH}`]: syncRoute(true, (r) => ({
        duplicate: true,
        reading: {
          id: 9,
          cycle_id: OPEN_CYCLE.id,
          meter_id: r.meter_id,
          client_id: 1,
          previous_reading: 60,
          current_reading: 69,
          units: 9,
          rollover: false,
          estimated: false,
          note: null,
          flag: null,
          read_at: '2026-11-27T09:00:00.000Z',
        },
      })),
    });
    await loadOfflineState();
    await keepRound(ROUND);
    await recordOffline(ROW, {
      cycle_id: OPEN_CYCLE.id,
      meter_id: ROW.meter_id,
      current_reading: 77,
      base_reading: null,
      units: 17,
      confirm_rollover: false,
      confirm_anomaly: false,
    });
    await syncPending();
    expect(offlineState().pending).toEqual([]);
    expect(offlineState().round?.rows[0]).toMatchObject({ currentMeter: 69, diffUnit: 9 });
  });
});

describe('signing out with readings waiting', () => {
  beforeEach(async () => {
    await clearPhone();
    await putPending(waitingReading(VIEW.id));
  });
  afterEach(() => vi.unstubAllGlobals());

  async function askToSignOut(online: boolean) {
    signInAs(ROLE.VIEW);
    const api = fakeApi({
      'GET /api/auth/me': () => json(200, { data: VIEW }),
      'POST /api/auth/logout': () => json(200, { data: { ok: true } }),
      [`POST ${READING_SYNC_PATH}`]: syncRoute(online),
    });
    const view = renderApp('/');
    await view.user.click(await screen.findByTestId('user-menu'));
    await view.user.click(await screen.findByRole('menuitem', { name: 'ออกจากระบบ' }));
    expect(
      await screen.findByText('เลขมาตรที่จดไว้ในเครื่องนี้ 1 รายการยังไม่ได้ส่งเข้าระบบ'),
    ).toBeInTheDocument();
    return { ...view, api };
  }

  it('keeps them on the phone for this account and signs out without sending', async () => {
    const { user, router, api } = await askToSignOut(true);
    await user.click(screen.getByRole('button', { name: 'เก็บไว้ให้บัญชีนี้ แล้วออกจากระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(api, 'POST', READING_SYNC_PATH)).toHaveLength(0);
    expect(await loadPending(VIEW.id)).toHaveLength(1);
  });

  it('sends them first under this account, then signs out', async () => {
    const { user, router, api } = await askToSignOut(true);
    await user.click(screen.getByRole('button', { name: 'ส่งก่อน แล้วออกจากระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const sent = api.mock.calls.filter(([url]) => String(url).endsWith(READING_SYNC_PATH));
    expect(sent).toHaveLength(1);
    expect(new Headers(sent[0]?.[1]?.headers).get('Authorization')).toBe(
      `Bearer token-${ROLE.VIEW}`,
    );
    expect(await loadPending(VIEW.id)).toEqual([]);
  });

  it('stays signed in when they cannot be sent, and says so', async () => {
    const { user, router } = await askToSignOut(false);
    await user.click(screen.getByRole('button', { name: 'ส่งก่อน แล้วออกจากระบบ' }));
    expect(await screen.findByText(/ยังส่งไม่ได้ 1 รายการ/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('user')).not.toBe('{}');
    expect(await loadPending(VIEW.id)).toHaveLength(1);
  });
});

describe('a meter that cannot be read, offline', () => {
  beforeEach(clearPhone);
  afterEach(() => vi.unstubAllGlobals());

  it('is kept as an estimate by office staff and sent with its note', async () => {
    signInAs(ROLE.NORM);
    await saveRound(NORM.id, ROUND);
    fakeApi({
      'GET /api/auth/me': () => json(200, { data: NORM }),
      [`POST ${READING_SYNC_PATH}`]: syncRoute(false),
    });
    const { user } = renderApp('/managemeter');
    await user.click(await screen.findByRole('button', { name: `เมนูเพิ่มเติมของ ${ROW.fullname}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'เข้าถึงมาตรไม่ได้' }));
    await user.click(await screen.findByRole('button', { name: 'เข้าถึงมาตรไม่ได้' }));
    // Previous 120 plus the average 12, until the server computes its own.
    await waitFor(async () =>
      expect(await loadPending(NORM.id)).toMatchObject([
        { note: 'no_access', current_reading: 132, account_id: NORM.id, state: 'waiting' },
      ]),
    );
    expect(await screen.findByText('รอส่ง 1')).toBeInTheDocument();
  });

  it('is not the meter reader’s to estimate: the screen says to tell the office', async () => {
    signInAs(ROLE.VIEW);
    await saveRound(VIEW.id, ROUND);
    fakeApi({ 'GET /api/auth/me': () => json(200, { data: VIEW }) });
    renderApp('/managemeter');
    expect(await screen.findByText(/ให้แจ้งเจ้าหน้าที่สำนักงานบันทึกค่าประมาณการ/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `เมนูเพิ่มเติมของ ${ROW.fullname}` }),
    ).not.toBeInTheDocument();
  });
});
