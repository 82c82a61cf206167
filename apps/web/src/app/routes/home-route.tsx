import { Stack } from '@mantine/core';
import { WelcomeHeader } from '../../features/dashboard/components/welcome-header.tsx';
import { NotYetAvailable } from '../not-yet-available.tsx';

/** `/` until the dashboard issue lands: the welcome header over an honest placeholder. */
export function HomeRoute() {
  return (
    <Stack gap="lg">
      <WelcomeHeader />
      <NotYetAvailable feature="home" />
    </Stack>
  );
}
