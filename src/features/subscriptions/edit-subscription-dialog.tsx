import './mantine-styles';
import { Modal } from '@mantine/core';
import { EditSubscriptionForm, type FromCancelOffer } from './edit-subscription-form';
import type { OwnSubscription } from './use-subscription-actions';

export function EditSubscriptionDialog({
  subscription,
  opened,
  onClose,
  fromOffer,
}: {
  subscription: OwnSubscription;
  opened: boolean;
  onClose: () => void;
  fromOffer?: FromCancelOffer;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit ${subscription.planName}`} size="lg">
      {opened ? <EditSubscriptionForm subscription={subscription} onDone={onClose} fromOffer={fromOffer} /> : null}
    </Modal>
  );
}
