import './mantine-styles';
import { Modal } from '@mantine/core';
import { EditSubscriptionForm } from './edit-subscription-form';
import type { OwnSubscription } from './use-subscription-actions';

export function EditSubscriptionDialog({
  subscription,
  opened,
  onClose,
}: {
  subscription: OwnSubscription;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit ${subscription.planName}`} size="lg">
      {opened ? <EditSubscriptionForm subscription={subscription} onDone={onClose} /> : null}
    </Modal>
  );
}
