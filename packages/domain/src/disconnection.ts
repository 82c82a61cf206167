/**
 * Disconnection and reconnection (issue 16 item 5, docs/decisions/022): the states of a
 * disconnection order and which move is allowed from which state. Pure; the API records each
 * move with its date, person and reading, and audits it.
 *
 *   pending ──disconnect──▶ disconnected ──request_reconnect──▶ reconnect_requested ──reconnect──▶ reconnected
 *      │                                                                 │
 *      └──cancel──▶ cancelled ◀──────────── cancel (pending only) ───────┘ (no: once cut, it is restored)
 *
 * A request to reconnect needs the arrears and the reconnection fee paid, or an administrator
 * who allows it anyway.
 */
export const DISCONNECTION_STATES = [
  'pending',
  'disconnected',
  'reconnect_requested',
  'reconnected',
  'cancelled',
] as const;
export type DisconnectionState = (typeof DISCONNECTION_STATES)[number];

export const DISCONNECTION_ACTIONS = [
  'disconnect',
  'request_reconnect',
  'reconnect',
  'cancel',
] as const;
export type DisconnectionAction = (typeof DISCONNECTION_ACTIONS)[number];

const MOVES: Record<DisconnectionAction, { from: DisconnectionState; to: DisconnectionState }> = {
  disconnect: { from: 'pending', to: 'disconnected' },
  request_reconnect: { from: 'disconnected', to: 'reconnect_requested' },
  reconnect: { from: 'reconnect_requested', to: 'reconnected' },
  cancel: { from: 'pending', to: 'cancelled' },
};

/** States in which the order is still open (the member has at most one). */
export const OPEN_STATES: readonly DisconnectionState[] = [
  'pending',
  'disconnected',
  'reconnect_requested',
];

/** Water is off in these states: no water charge, the meter is not read. */
export function isWaterOff(state: DisconnectionState): boolean {
  return state === 'disconnected' || state === 'reconnect_requested';
}

export type ReconnectCheck = {
  /** Overdue and due unpaid bills of the member, satang. */
  unpaidSatang: number;
  /** The reconnection fee owed (the setting), satang. */
  feeSatang: number;
  /** The fee received for this order, satang. */
  feePaidSatang: number;
  /** An administrator allows reconnection anyway. */
  allowedByAdmin: boolean;
};

export type TransitionResult =
  | { ok: true; to: DisconnectionState }
  | { ok: false; reason: 'illegal_transition' | 'arrears_unpaid' | 'fee_unpaid' };

export function nextDisconnectionState(
  from: DisconnectionState,
  action: DisconnectionAction,
  reconnect?: ReconnectCheck,
): TransitionResult {
  const move = MOVES[action];
  if (move.from !== from) return { ok: false, reason: 'illegal_transition' };
  if (action === 'request_reconnect' && reconnect && !reconnect.allowedByAdmin) {
    if (reconnect.unpaidSatang > 0) return { ok: false, reason: 'arrears_unpaid' };
    if (reconnect.feePaidSatang < reconnect.feeSatang) return { ok: false, reason: 'fee_unpaid' };
  }
  return { ok: true, to: move.to };
}

/** Actions a screen may offer in a state. */
export function allowedActions(state: DisconnectionState): DisconnectionAction[] {
  return DISCONNECTION_ACTIONS.filter((a) => MOVES[a].from === state);
}

/** Whether a member may be put on the disconnection list: a final letter whose pay-by date has passed. */
export function isDueForDisconnection(finalPayBy: string | null, today: string): boolean {
  return finalPayBy !== null && finalPayBy < today;
}
