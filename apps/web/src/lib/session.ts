import type { TSessionUser } from '@prapa/contracts/auth';
import { isRoleNumber, type RoleNumber } from '@prapa/domain/roles';

/** What is kept in local storage under `user` (spec §3, §4). */
export type UserInfo = Partial<TSessionUser> & { token?: string };

export type Session = {
  isLoggedIn: boolean;
  user: UserInfo;
  /** The role when signed in with a known role number, else null. */
  role: RoleNumber | null;
};

export const USER_KEY = 'user';

function read(): UserInfo {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as UserInfo)
      : {};
  } catch {
    return {};
  }
}

function toSession(user: UserInfo): Session {
  const isLoggedIn = typeof user.token === 'string' && user.token !== '';
  return { isLoggedIn, user, role: isLoggedIn && isRoleNumber(user.type) ? user.type : null };
}

let current: Session = toSession(read());
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function getToken(): string | null {
  return current.isLoggedIn ? (current.user.token ?? null) : null;
}

/** Writes the info to local storage; the logged-in flag follows the token. */
export function setUserInfo(info: UserInfo): void {
  localStorage.setItem(USER_KEY, JSON.stringify(info));
  publish(toSession(info));
}

/** Sign-out keeps the key but empties it, as the spec's client does. */
export function signOut(): void {
  // Answers index.html asked for at start, with this session's token (decision 034).
  if (typeof window !== 'undefined') delete window.__prapaPrefetch;
  if (!current.isLoggedIn && localStorage.getItem(USER_KEY) === '{}') return;
  setUserInfo({});
}

/** Re-reads local storage (application start, or another tab changed it). */
export function refreshSession(): void {
  const raw = localStorage.getItem(USER_KEY);
  if (raw === JSON.stringify(current.user)) return;
  publish(toSession(read()));
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY || event.key === null) refreshSession();
  });
}
