import './mantine-styles';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Frequency, SubscriptionStatus } from '../../../shared/constants';
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type CancelReason,
  OTHER_REASON_MESSAGE,
} from '../../../shared/subscription-cancel';
import { type CancelOffer, cancelOfferFor, lessFrequent } from '../../../shared/subscription-cancel-offer';

export type CancelChoice = { reason?: CancelReason; details?: string };

/** The offer's button and the line above it, in the subscriber's terms. */
function offerWords(offer: CancelOffer, frequency: Frequency): { pitch: string; button: string } {
  switch (offer) {
    case 'fewer': {
      const fewer = (lessFrequent(frequency) ?? frequency).toLowerCase();
      return {
        pitch: `Keep the same box, delivered ${fewer} instead of ${frequency.toLowerCase()}.`,
        button: `Deliver ${fewer} instead`,
      };
    }
    case 'flavours':
      return { pitch: 'Try other flavours: change the bags in your box.', button: 'Change flavours instead' };
    case 'skip':
      return { pitch: 'Keep your subscription and skip your next box.', button: 'Skip next delivery instead' };
  }
}

/**
 * Cancel from the card in two or three presses: Cancel, an optional reason, then the red button. A reason
 * can bring one offer matched to it, shown beside 'No thanks, cancel' so cancelling is never further
 * away; nothing a customer can do brings a cancelled subscription back.
 */
export function CancelSubscriptionDialog({
  subscription,
  opened,
  pending,
  onConfirm,
  onAccept,
  onClose,
}: {
  subscription: { planName: string; status: SubscriptionStatus; frequency: Frequency };
  opened: boolean;
  pending: boolean;
  onConfirm: (choice: CancelChoice) => void;
  /** The offer taken instead of cancelling, with the reason that brought it; the dialog is done with. */
  onAccept: (offer: CancelOffer, reason: CancelReason) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const missingDetails = reason === 'other' && !details.trim();
  const offer = cancelOfferFor(reason, subscription);
  const words = offer ? offerWords(offer, subscription.frequency) : null;
  // Cleared once the dialog has finished closing, so its words do not change while it fades.
  const reset = () => {
    setReason(null);
    setDetails('');
    setTried(false);
  };
  const confirm = () => {
    setTried(true);
    if (missingDetails) return;
    if (!reason) onConfirm({});
    else onConfirm(reason === 'other' ? { reason, details: details.trim() } : { reason });
  };
  const accept = () => {
    if (offer && reason) onAccept(offer, reason);
  };
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      onExitTransitionEnd={reset}
      title="Cancel subscription?"
      centered
    >
      <Stack gap="lg">
        <Text>
          No further {subscription.planName} boxes will be sent, and a cancelled subscription cannot be restarted. Boxes already
          ordered still come.
        </Text>
        <Radio.Group
          label="Why are you cancelling? (optional)"
          value={reason}
          onChange={(value) => setReason(value as CancelReason)}
        >
          <Stack gap="xs" mt="xs">
            {CANCEL_REASONS.map((value) => (
              <Radio key={value} value={value} label={CANCEL_REASON_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'other' ? (
          <Textarea
            label="Tell us a little more"
            maxLength={500}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            error={tried && missingDetails ? OTHER_REASON_MESSAGE : undefined}
          />
        ) : null}
        {words ? <Text fw={700}>{words.pitch}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Keep subscription
          </Button>
          {words ? (
            <Button onClick={accept} disabled={pending}>
              {words.button}
            </Button>
          ) : null}
          <Button color="red.9" onClick={confirm} loading={pending}>
            {offer ? 'No thanks, cancel' : 'Cancel subscription'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
