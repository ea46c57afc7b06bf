import './mantine-styles';
import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { CardSetup } from './card-setup';

/**
 * The card renewals are charged to (saved with a SetupIntent for off-session use), with a way to
 * add or replace it. Shown only when the shop takes cards.
 */
export function SavedCard() {
  const config = trpc.payment.config.useQuery();
  const saved = trpc.payment.savedCard.useQuery(undefined, { enabled: config.data?.cardPayments === true });
  const [opened, setOpened] = useState(false);
  const publishableKey = config.data?.publishableKey;
  if (!publishableKey || saved.isPending) return null;
  const card = saved.data;
  return (
    <Paper bg="cream.0" withBorder p="md" radius="md">
      <Group justify="space-between">
        <Text size="sm">
          {card
            ? `Renewals are charged to your ${card.brand ?? 'card'} ending ${card.last4 ?? '????'}.`
            : 'Add a card and your renewals are paid automatically; otherwise we email an invoice to pay by bank transfer.'}
        </Text>
        <Button variant="outline" size="xs" onClick={() => setOpened(true)}>
          {card ? 'Replace card' : 'Add a card'}
        </Button>
      </Group>
      {opened ? (
        <Modal opened onClose={() => setOpened(false)} title="Card for subscription renewals" centered>
          <CardSetup publishableKey={publishableKey} returnPath="/account" />
        </Modal>
      ) : null}
    </Paper>
  );
}
