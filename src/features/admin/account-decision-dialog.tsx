import './mantine-styles';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

export type AccountDecision = 'approve' | 'reject';

export type DecisionTarget = { userId: string; name: string; decision: AccountDecision };

type AccountDecisionDialogProps = {
  opened: boolean;
  /** Kept after closing, so the text does not change while the dialog fades out. */
  target: DecisionTarget | null;
  onClose: () => void;
};

/** Spec 'Admin dashboard' row menu: every approve/reject is confirmed first. */
export function AccountDecisionDialog({ opened, target, onClose }: AccountDecisionDialogProps) {
  const utils = trpc.useUtils();
  const decide = trpc.admin.decideAccount.useMutation({
    onSuccess: (_data, input) => {
      notify.success(input.decision === 'approve' ? 'Account has been approved.' : 'Account has been rejected.');
      void utils.admin.listAccounts.invalidate();
      void utils.admin.getAccount.invalidate({ userId: input.userId });
      onClose();
    },
    onError: (error) => notify.error(`Failed to update account: ${error.message}`),
  });
  const decision = target?.decision ?? 'approve';
  // While the call runs the dialog stays open: closing it would hide the outcome.
  const close = () => {
    if (!decide.isPending) onClose();
  };

  return (
    <Modal
      opened={opened && target !== null}
      onClose={close}
      title={`Are you sure you want to ${decision} this account?`}
      centered
    >
      <Text mb="lg">This will change the status for {target?.name}. This action cannot be undone easily.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close} disabled={decide.isPending}>
          Cancel
        </Button>
        <Button
          color={decision === 'approve' ? 'green.8' : 'red.8'}
          disabled={decide.isPending}
          onClick={() => target && decide.mutate({ userId: target.userId, decision })}
        >
          {decide.isPending ? 'Updating...' : `Confirm ${decision}`}
        </Button>
      </Group>
    </Modal>
  );
}
