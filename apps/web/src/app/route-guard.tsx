import { notifications } from '@mantine/notifications';
import {
  canOpenPage,
  decideRoute,
  landingPath,
  PAGE,
  pathMatches,
} from '@prapa/domain/access-list';
import type { RoleNumber } from '@prapa/domain/roles';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/use-session.ts';

/** After sign-in: back to the page the guard sent the user away from, if the role may open it. */
function afterSignIn(role: RoleNumber, from: unknown): string {
  if (typeof from === 'string' && !pathMatches(PAGE.login, from) && canOpenPage(role, from)) {
    return from;
  }
  return landingPath(role);
}

/** A signed-in user sent away from a page their role may not open is told why. */
function SentHome({ to, path }: { to: string; path: string }) {
  const { t } = useTranslation('route-guard');
  useEffect(() => {
    notifications.show({
      // One id per page: a double render (StrictMode) shows it once.
      id: `route-guard-forbidden:${path}`,
      color: 'yellow',
      title: t('forbiddenTitle'),
      message: t('forbiddenMessage', { path }),
      autoClose: 8000,
    });
  }, [t, path]);
  return <Navigate to={to} replace />;
}

/**
 * Every route renders through this guard, and it re-renders whenever the session changes
 * (sign-in, sign-out, a 401, another tab): a logged-out user is sent to /login at once, and a
 * user who has just signed in on /login is sent on to their page.
 */
export function RouteGuard() {
  const location = useLocation();
  const session = useSession();
  const role = session.isLoggedIn ? session.role : null;
  const decision = decideRoute(location.pathname, role ? { role } : null);
  if (decision.kind === 'allow') return <Outlet />;
  if (!role) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={decision.to} replace state={{ from }} />;
  }
  const onLogin = pathMatches(PAGE.login, location.pathname);
  if (!onLogin) return <SentHome to={decision.to} path={location.pathname} />;
  const from = (location.state as { from?: unknown } | null)?.from;
  return <Navigate to={afterSignIn(role, from)} replace />;
}
