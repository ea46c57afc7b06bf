import './mantine-styles';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type CancelReason,
  OTHER_REASON_MESSAGE,
} from '../../../shared/subscription-cancel';

export type CancelChoice = { reason?: CancelReason; details?: string };

/**
 * Cancel from the card in two or three presses: Cancel, an optional reason, 'Cancel subscription'. Beside the reason
 * it offers what often suits better (skip the next box, or pause); nothing a customer can do brings a
 * cancelled subscription back.
 */
export function CancelSubscriptionDialog({
  planName,
  opened,
  pending,
  canSkip,
  onConfirm,
  onSkip,
  onPause,
  onClose,
}: {
  planName: string;
  opened: boolean;
  pending: boolean;
  /** Skip and pause are offered only while the subscription is active. */
  canSkip: boolean;
  onConfirm: (choice: CancelChoice) => void;
  onSkip: () => void;
  onPause: () => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const missingDetails = reason === 'other' && !details.trim();
  const close = () => {
    setReason(null);
    setDetails('');
    setTried(false);
    onClose();
  };
  const confirm = () => {
    setTried(true);
    if (missingDetails) return;
    if (!reason) onConfirm({});
    else onConfirm(reason === 'other' ? { reason, details: details.trim() } : { reason });
  };
  return (
    <Modal opened={opened} onClose={pending ? () => {} : close} title="Cancel subscription?" centered>
      <Stack gap="lg">
        <Text>
          No further {planName} boxes will be sent, and a cancelled subscription cannot be restarted. Boxes already ordered still
          come.
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
        {canSkip ? (
          <Stack gap="xs">
            <Text fw={700}>Need a break rather than a goodbye?</Text>
            <Group gap="sm">
              <Button variant="outline" onClick={onSkip} disabled={pending}>
                Skip next delivery instead
              </Button>
              <Button variant="outline" onClick={onPause} disabled={pending}>
                Pause instead
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={pending}>
            Keep subscription
          </Button>
          <Button color="red.9" onClick={confirm} loading={pending}>
            Cancel subscription
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
