import { useCallback } from 'react';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import type { RowAction } from './row-actions';

const DONE: Record<RowAction, string> = {
  pause: 'Subscription paused.',
  resume: 'Subscription resumed.',
  cancel: 'Subscription cancelled.',
};

/** Admin pause / resume / cancel (audited on the server); stats, list and forecast all move with it. */
export function useSubscriptionChange() {
  const utils = trpc.useUtils();
  const change = trpc.adminSubscriptions.change.useMutation({
    onSuccess: async (_row, input) => {
      await utils.adminSubscriptions.invalidate();
      notify.success(DONE[input.action]);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const { mutate, mutateAsync } = change;
  // Stable, so the table's columns (which call it) are not rebuilt on every render.
  const run = useCallback(
    (id: string, action: RowAction, options?: { onSettled?: () => void }) => mutate({ id, action }, options),
    [mutate],
  );
  /** For a confirmation dialog that waits for the answer. */
  const runAsync = useCallback((id: string, action: RowAction) => mutateAsync({ id, action }), [mutateAsync]);
  return { run, runAsync, pending: change.isPending };
}
