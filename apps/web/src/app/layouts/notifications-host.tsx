import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's notification stack (with react-transition-group): loaded with the first message. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
