import { Text } from '@mantine/core';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { confirmAction } from '../admin-shared/confirm-action';

export type AccountDecision = 'approve' | 'reject';

export type DecisionTarget = { userId: string; name: string; decision: AccountDecision };

/** The admin dashboard's row menu: every approve/reject is confirmed first. */
export function useAccountDecision(): (target: DecisionTarget) => void {
  const utils = trpc.useUtils();
  const decide = trpc.admin.decideAccount.useMutation({
    onSuccess: (_data, input) => {
      notify.success(input.decision === 'approve' ? 'Account has been approved.' : 'Account has been rejected.');
      void utils.admin.listAccounts.invalidate();
      void utils.admin.getAccount.invalidate({ userId: input.userId });
    },
    onError: (error) => notify.error(`Failed to update account: ${errorMessage(error)}`),
  });
  const { mutateAsync } = decide;
  // Stable, so the accounts table's columns (which call it) are not rebuilt on every render.
  return useCallback(
    ({ userId, name, decision }: DecisionTarget) =>
      confirmAction({
        title: `Are you sure you want to ${decision} this account?`,
        body: <Text>This will change the status for {name}. This action cannot be undone easily.</Text>,
        confirmLabel: `Confirm ${decision}`,
        pendingLabel: 'Updating...',
        color: decision === 'approve' ? 'green.8' : 'red.8',
        action: () => mutateAsync({ userId, decision }),
      }),
    [mutateAsync],
  );
}
