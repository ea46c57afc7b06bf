import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_MESSAGE = 'You have unsaved changes to this product. If you leave this page now, they will be lost.';

/** Asks the admin whether to leave; resolves true for "stay" (the navigation is blocked). */
function askToStay(): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (stay: boolean) => {
      if (settled) return;
      settled = true;
      resolve(stay);
    };
    modals.openConfirmModal({
      title: LEAVE_TITLE,
      centered: true,
      children: <Text size="sm">{LEAVE_MESSAGE}</Text>,
      labels: { confirm: 'Leave page', cancel: 'Stay on page' },
      confirmProps: { color: 'red.8' },
      onConfirm: () => settle(false),
      onCancel: () => settle(true),
      // Escape, the close button or a click outside: stay, the answer that loses nothing.
      onClose: () => settle(true),
    });
  });
}

/**
 * Unsaved-changes guard: a router navigation away from a dirty form asks first (a Mantine confirm
 * modal), and closing or reloading the tab gets the browser's own prompt. `isDirty` is asked at the
 * moment the admin leaves; `release` lets the page go without asking once its changes are saved
 * (or the product deleted).
 */
export function useUnsavedChangesGuard(isDirty: () => boolean) {
  // The latest render's check (the form's values live in refs; the images in state).
  const isDirtyRef = useRef(isDirty);
  // Once released the page is on its way out: a re-render before the navigation lands must not re-arm it.
  const releasedRef = useRef(false);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  });
  const mustAsk = useCallback(() => !releasedRef.current && isDirtyRef.current(), []);
  const shouldBlockFn = useCallback(() => (mustAsk() ? askToStay() : false), [mustAsk]);
  useBlocker({ shouldBlockFn, enableBeforeUnload: mustAsk });
  return {
    release: () => {
      releasedRef.current = true;
    },
  };
}
