import { Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { DIALOG_TITLE_STYLES } from './dialog-styles';

export type ConfirmActionOptions = {
  title: string;
  /** What will happen, in the shop's own words. */
  body: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs (e.g. 'Deleting...'). */
  pendingLabel: string;
  /** The button that backs out; 'Cancel' unless that would read oddly (e.g. cancelling an order). */
  cancelLabel?: string;
  /** Red for destructive actions (the default); green for approving, say. */
  color?: string;
  /**
   * The action, run once on confirm. The dialog stays open, locked, until it settles (closing it would
   * hide the outcome, and a second click must not act twice); its errors are the caller's to show.
   */
  action: () => Promise<unknown>;
};

/**
 * The back office's one way to ask before a destructive or money-moving action: Mantine's
 * `modals.openConfirmModal` (the ModalsProvider sits in the admin shell, src/layout/sidebar).
 */
export function confirmAction({
  title,
  body,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  color = 'red.8',
  action,
}: ConfirmActionOptions): string {
  const modalId: string = modals.openConfirmModal({
    title,
    centered: true,
    styles: DIALOG_TITLE_STYLES,
    children: <Stack gap="xs">{body}</Stack>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color },
    closeOnConfirm: false,
    onConfirm: () => {
      modals.updateModal({
        modalId,
        labels: { confirm: pendingLabel, cancel: cancelLabel },
        confirmProps: { color, disabled: true },
        cancelProps: { disabled: true },
        closeOnEscape: false,
        closeOnClickOutside: false,
        withCloseButton: false,
      });
      const close = () => modals.close(modalId);
      action().then(close, close);
    },
  });
  return modalId;
}
