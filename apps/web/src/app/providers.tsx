import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import '../lib/dates.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <DatesProvider settings={{ locale: current.language }}>{children}</DatesProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LocalisedDates>
          <QueryClientProvider client={queryClient}>
            <ModalsProvider>
              <Notifications position="top-right" />
              {children}
            </ModalsProvider>
          </QueryClientProvider>
        </LocalisedDates>
      </MantineProvider>
    </I18nextProvider>
  );
}
