import './mantine-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Spec: Cancel asks first; nothing a customer can do brings a cancelled subscription back. */
export function CancelSubscriptionDialog({
  planName,
  opened,
  pending,
  onConfirm,
  onClose,
}: {
  planName: string;
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={pending ? () => {} : onClose} title="Cancel subscription?" centered>
      <Stack gap="lg">
        <Text>
          Are you sure you want to cancel your {planName} subscription? No further boxes will be sent, and a cancelled
          subscription cannot be restarted. You can pause it instead if you only need a break.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Keep subscription
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            Cancel subscription
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
