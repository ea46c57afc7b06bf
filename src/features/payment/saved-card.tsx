import { Alert, Button, Group, Modal, Paper, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';

// Stripe.js loads only when the customer opens the card form.
const CardForm = lazy(() => import('./card-form').then((m) => ({ default: m.CardForm })));

function CardSetupDialog({ publishableKey, opened, onClose }: { publishableKey: string; opened: boolean; onClose: () => void }) {
  const setup = trpc.payment.setupCard.useMutation();
  const { mutate, data, error } = setup;
  // Mounted only while open: one SetupIntent per opening.
  useEffect(() => mutate(), [mutate]);
  return (
    <Modal opened={opened} onClose={onClose} title="Card for subscription renewals" centered>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      ) : data ? (
        <Suspense fallback={<Skeleton height={200} />}>
          <CardForm
            publishableKey={publishableKey}
            clientSecret={data.clientSecret}
            mode="setup"
            returnPath="/account"
            submitLabel="Save card"
          />
        </Suspense>
      ) : (
        <Skeleton height={200} aria-label="Loading the card form" />
      )}
    </Modal>
  );
}

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
      {opened ? <CardSetupDialog publishableKey={publishableKey} opened={opened} onClose={() => setOpened(false)} /> : null}
    </Paper>
  );
}
