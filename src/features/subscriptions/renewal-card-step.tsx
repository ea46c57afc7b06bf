import './mantine-styles';
import { Button, Stack, Text } from '@mantine/core';
import { CardSetup } from '../payment/card-setup';

/**
 * After subscribing (signed in, the shop takes cards, no card saved yet): the card renewals are
 * charged to off-session. Skipping keeps bank transfer: each renewal's invoice is emailed.
 */
export function RenewalCardStep({ publishableKey, onSkip }: { publishableKey: string; onSkip: () => void }) {
  return (
    <Stack gap="md">
      <Text>
        Your subscription is saved. Add the card your renewals are charged to, and each box is paid automatically. Without a card
        we email an invoice for each box to pay by bank transfer.
      </Text>
      <CardSetup publishableKey={publishableKey} returnPath="/account" />
      <Button variant="subtle" onClick={onSkip}>
        Pay by bank transfer instead
      </Button>
    </Stack>
  );
}
