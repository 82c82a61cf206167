import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../providers.tsx';
import { AppRoutes } from '../router.tsx';

let location: Location | undefined;
function LocationProbe() {
  location = useLocation();
  return null;
}

/** The whole app (real routes, guard, layouts, providers) at `path`, in memory. */
export function renderApp(path: string) {
  location = undefined;
  // Tests read where the app is as they did with a data router: `router.state.location`.
  const router = {
    get state() {
      if (!location) throw new Error('the app has not rendered yet');
      return { location };
    },
  };
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, user, ...view };
}
