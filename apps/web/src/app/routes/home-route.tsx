import { Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WelcomeHeader } from '../../features/dashboard/components/welcome-header.tsx';

// The charts and tables load after the page: the menu, greeting and heading show at once.
const HomeDashboard = lazy(async () => ({
  default: (await import('./home-dashboard.tsx')).HomeDashboard,
}));

/** `/`: the dashboard, composed here because it shows two features (clients and money). */
export function HomeRoute() {
  const { t } = useTranslation('dashboard');
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
