import { Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WelcomeHeader } from '../../features/dashboard/components/welcome-header.tsx';
import { useSession } from '../../lib/use-session.ts';
import { dashboardPanels, panelNamespaces } from './dashboard-panels.ts';

// The charts and tables are not waited for: the menu, greeting and heading show at once. Their
// code is asked for as soon as this module runs, alongside the page, not once it has rendered.
const loadHomeDashboard = import('./home-dashboard.tsx');
// A failed fetch is shown by the route's error page when the panels render, not logged twice.
loadHomeDashboard.catch(() => {});
const HomeDashboard = lazy(async () => ({ default: (await loadHomeDashboard).HomeDashboard }));

/** `/`: the dashboard, composed here because it shows two features (clients and money). */
export function HomeRoute() {
  const { t, i18n } = useTranslation('dashboard');
  const namespaces = panelNamespaces(dashboardPanels(useSession())).join(' ');
  useEffect(() => {
    if (namespaces) void i18n.loadNamespaces(namespaces.split(' '));
  }, [i18n, namespaces]);
  return (
    <Stack gap="lg">
      <WelcomeHeader />
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
        <HomeDashboard />
      </Suspense>
    </Stack>
  );
}
