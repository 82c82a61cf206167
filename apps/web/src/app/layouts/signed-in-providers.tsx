// All of Mantine's styles for the signed-in pages; the sign-in page loads only its own
// (main.tsx, decision 034).
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import { DatesProvider } from '@mantine/dates';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandModals } from '../../components/ui/modals-on-demand.tsx';

const NotificationsHost = lazy(async () => ({
  default: (await import('./notifications-host.tsx')).NotificationsHost,
}));

/**
 * The notification stack is mounted when the first notification is shown (Mantine keeps them in
 * a store, so one shown before the stack is there appears once it is): most page loads show
 * none, and the stack's code is not on the first signed-in page (decision 032).
 */
function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/**
 * Date pickers in the user's language, confirm dialogs and notifications: signed-in pages only;
 * the dialogs' provider and the notification stack are mounted when first used (decision 032).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <OnDemandModals />
      <LazyNotifications />
      {children}
    </DatesProvider>
  );
}
