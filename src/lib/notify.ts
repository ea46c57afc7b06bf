import type { NotificationData } from '@mantine/notifications';
import { createElement } from 'react';
import { ToastWithAction } from './toast-action';

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

// Toasts on screen, and those shown in the current task: a page's toasts are cleared when the shopper moves on,
// except one shown just as the move starts ('Order placed successfully!' on the way to the account).
const onScreen = new Set<string>();
const justShown = new Set<string>();

function show(options: NotificationData) {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  // One id per message: pressing a button twice does not stack the same sentence twice.
  const id = `toast-${String(options.color)}-${options.id ?? String(options.message)}`;
  onScreen.add(id);
  justShown.add(id);
  setTimeout(() => justShown.delete(id), 0);
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      id,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Close notification' },
      onClose: () => onScreen.delete(id),
      ...options,
    }),
  );
}

/** On a change of page: toasts about the page left behind go, so they neither pile up nor follow the shopper. */
export function clearPageToasts() {
  const stale = [...onScreen].filter((id) => !justShown.has(id));
  if (stale.length === 0) return;
  for (const id of stale) onScreen.delete(id);
  void import('@mantine/notifications').then(({ notifications }) => {
    for (const id of stale) notifications.hide(id);
  });
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
  /** A success with one thing to do next ('View cart'), which also closes the toast. */
  successWithAction(message: string, action: { label: string; onClick: () => void }) {
    const id = `${message}|${action.label}`;
    const onClick = () => {
      action.onClick();
      void import('@mantine/notifications').then(({ notifications }) => notifications.hide(`toast-green-${id}`));
    };
    show({ id, color: 'green', message: createElement(ToastWithAction, { message, label: action.label, onClick }) });
  },
};
