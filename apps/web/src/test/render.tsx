import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';
import { ModalsHost } from '../components/ui/modals-host';
import '../lib/dayjs';
import { i18n } from '../lib/i18n';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Initial URL for the in-memory router, e.g. '/manageclient'. */
  route?: string;
  /** Share a client to seed or inspect the cache; otherwise each render gets a fresh one. */
  queryClient?: QueryClient;
};

// Retries would turn an expected failing request into a multi-second wait.
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}

type TestProvidersProps = { route: string; queryClient: QueryClient; children: ReactNode };

function TestProviders({ route, queryClient, children }: TestProvidersProps) {
  return (
    // The router is outermost so modals (rendered by ModalsProvider) can use links too.
    <MemoryRouter initialEntries={[route]}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {/* env="test" turns off transitions and portals, so dropdowns and modals are in the
              document as soon as they open. */}
          <MantineProvider theme={theme} env="test">
            <DatesProvider settings={{ locale: i18n.language }}>
              {/* The provider the app mounts on first use, here from the start. */}
              <ModalsHost />
              <Notifications />
              {children}
            </DatesProvider>
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MemoryRouter>
  );
}

/**
 * Renders one component or page inside the providers the app uses (the app's Mantine theme, dates,
 * modals, notifications, a query client without retries, i18n in Thai, an in-memory router) and
 * returns Testing Library's result plus a `user`. For the whole app with its routes and guard, use
 * `renderApp` in src/app/testing.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', queryClient = createTestQueryClient(), ...renderOptions } = options;
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(ui, {
      wrapper: ({ children }) => (
        <TestProviders route={route} queryClient={queryClient}>
          {children}
        </TestProviders>
      ),
      ...renderOptions,
    }),
  };
}
