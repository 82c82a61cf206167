import { useEffect } from 'react';
import { getSession, setUserInfo } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useMe } from '../api/me.ts';

/**
 * Asks the server who we are once per session (and on focus after a while), so a changed role or
 * name shows without signing in again; a rejected token signs out through the API client.
 */
export function useRefreshUserInfo(): void {
  const session = useSession();
  const token = session.isLoggedIn ? (session.user.token ?? null) : null;
  const { data } = useMe(token);
  useEffect(() => {
    if (!data) return;
    const { user } = getSession();
    if (!user.token || user.token !== token) return;
    const changed = Object.entries(data).some(
      ([key, value]) => user[key as keyof typeof user] !== value,
    );
    if (changed) setUserInfo({ ...user, ...data });
  }, [data, token]);
}
