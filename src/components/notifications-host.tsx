import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import type { AnyRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearPageToasts } from '../lib/notify';

/** Lazy-loaded: toasts queued before it mounts are kept in the notifications store and shown then. */
export default function NotificationsHost({ router }: { router: AnyRouter }) {
  // A new page starts without the last page's toasts (a search or tab change on the same page keeps them).
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged) clearPageToasts();
      }),
    [router],
  );
  // Bottom right: never over the header's cart and account buttons.
  return <Notifications position="bottom-right" />;
}
