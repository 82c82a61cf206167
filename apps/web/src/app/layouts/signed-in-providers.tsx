import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/dates.ts';

/** Date pickers in the user's language, confirm dialogs and notifications: signed-in pages only. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <ModalsProvider>
        <Notifications position="top-right" />
        {children}
      </ModalsProvider>
    </DatesProvider>
  );
}
