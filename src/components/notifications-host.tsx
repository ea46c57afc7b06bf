import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Lazy-loaded: toasts queued before it mounts are kept in the notifications store and shown then. */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
