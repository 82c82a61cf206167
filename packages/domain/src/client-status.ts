/**
 * Water-user status codes of spec §4: the first digit is the membership (1 normal,
 * 2 cancelled), the second whether the user owes money (0 no, 1 yes). Debt and membership
 * change independently, so every transition keeps the other half.
 */
export type StatusCode = '1_0' | '1_1' | '2_0' | '2_1';
export type StatusKey = `s_${StatusCode}`;

/** The spec's display order: active, active with debt, inactive, inactive with debt. */
export const STATUS_CODES: readonly StatusCode[] = ['1_0', '1_1', '2_0', '2_1'];
export const STATUS_KEYS: readonly StatusKey[] = ['s_1_0', 's_1_1', 's_2_0', 's_2_1'];

/** Fixed chart colours (spec §2), so a status looks the same on every chart. */
export const STATUS_COLOURS: Record<StatusKey, string> = {
  s_1_0: '#2f9e44', // green: normal
  s_1_1: '#f08c00', // orange: normal, owes money
  s_2_0: '#868e96', // grey: cancelled
  s_2_1: '#e03131', // red: cancelled and still owes money
};

export function statusCode(active: boolean, hasDebt: boolean): StatusCode {
  return `${active ? '1' : '2'}_${hasDebt ? '1' : '0'}`;
}

/** Accepts the code ('1_0') or its key ('s_1_0'), as both appear in stored data. */
export function parseStatusCode(input: string): StatusCode | null {
  const code = input.trim().replace(/^s_/, '');
  return (STATUS_CODES as readonly string[]).includes(code) ? (code as StatusCode) : null;
}

export function statusKey(code: StatusCode): StatusKey {
  return `s_${code}`;
}

export function isActive(code: StatusCode): boolean {
  return code.startsWith('1_');
}

export function hasDebt(code: StatusCode): boolean {
  return code.endsWith('_1');
}

/** Cancelling keeps the debt: a cancelled user can still owe money. Idempotent. */
export function cancel(code: StatusCode): StatusCode {
  return statusCode(false, hasDebt(code));
}

/** Returning a user to normal keeps the debt. Idempotent. */
export function reinstate(code: StatusCode): StatusCode {
  return statusCode(true, hasDebt(code));
}

export function withDebt(code: StatusCode, debt: boolean): StatusCode {
  return statusCode(isActive(code), debt);
}

export type GroupTotal = {
  active: number | string;
  active_debt: number | string;
  inactive: number | string;
  inactive_debt: number | string;
};

/**
 * Maps the group-total stat (spec §3) to status keys. Counts may arrive as strings because
 * PostgreSQL's count() is a bigint, which node-postgres returns as text.
 */
export function groupTotalToCounts(total: GroupTotal): Record<StatusKey, number> {
  return {
    s_1_0: toCount(total.active, 'active'),
    s_1_1: toCount(total.active_debt, 'active_debt'),
    s_2_0: toCount(total.inactive, 'inactive'),
    s_2_1: toCount(total.inactive_debt, 'inactive_debt'),
  };
}

function toCount(value: number | string, field: string): number {
  const n = typeof value === 'string' && /^\s*[0-9]+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(
      `${field} must be a non-negative integer count, got ${JSON.stringify(value)}`,
    );
  }
  return n;
}
