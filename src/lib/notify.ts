import type { NotificationData } from '@mantine/notifications';

// Toasts only follow user actions: Mantine's notifications store and the toast container (see <App>)
// load with the first one, keeping them off every first page load; the store holds toasts until it mounts.
let hostWanted = false;
const hostListeners = new Set<() => void>();

export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export function isToastHostWanted(): boolean {
  return hostWanted;
}

function show(options: NotificationData) {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ withBorder: true, closeButtonProps: { 'aria-label': 'Close notification' }, ...options }),
  );
}

/** The one toast helper (style guide 15): every success and error message goes through here. */
export const notify = {
  success(message: string, title?: string) {
    show({ color: 'green', title, message });
  },
  error(message: string, title?: string) {
    show({ color: 'red', title, message, autoClose: 8000 });
  },
  info(message: string, title?: string) {
    show({ color: 'oxblood', title, message });
  },
};
