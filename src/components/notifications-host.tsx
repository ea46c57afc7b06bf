import { Notifications } from '@mantine/notifications';

/** Lazy-loaded: toasts queued before it mounts are kept in the notifications store and shown then. */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
