import './mantine-styles';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ORDER_TRANSITIONS, type OrderAction } from '../../../shared/order-status';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { confirmAction } from '../admin-shared/confirm-action';
import type { AdminOrder } from './admin-order';
import { ACTION_LABELS } from './order-labels';

const DONE: Readonly<Record<OrderAction, string>> = {
  paid: 'marked paid',
  packed: 'marked packed',
  shipped: 'marked shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

const CONFIRMATIONS = {
  paid: (number: number) => ({
    title: `Mark order #${number} paid?`,
    body: (
      <Text size="sm">
        Only when the money has arrived: its invoice becomes paid and, for a trade account, the amount comes off the balance.
      </Text>
    ),
    confirmLabel: 'Mark paid',
    pendingLabel: 'Marking paid...',
    color: 'green.8',
  }),
  cancelled: (number: number) => ({
    title: `Cancel order #${number}?`,
    body: (
      <Text size="sm">
        Its items go back into stock, a promotion use is released, the invoice becomes void and any charge on a trade account is
        taken off the balance. This cannot be undone.
      </Text>
    ),
    confirmLabel: 'Cancel order',
    pendingLabel: 'Cancelling...',
    cancelLabel: 'Keep order',
  }),
} as const;

/**
 * The status actions the transition table allows from the order's status (shared/order-status),
 * and nothing else. The server checks again; if it refuses (say another admin moved the order
 * first), its message is shown here.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const utils = trpc.useUtils();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shipping, setShipping] = useState(false);
  const [tracking, setTracking] = useState(order.trackingReference ?? '');
  const transition = trpc.adminOrders.transition.useMutation({
    onSuccess: async (result) => {
      setRefusal(null);
      setShipping(false);
      notify.success(`Order #${result.number} ${DONE[result.status]}.`);
      await Promise.all([utils.adminOrders.invalidate(), utils.adminInvoices.invalidate()]);
    },
    onError: (error) => {
      setRefusal(errorMessage(error));
      // The order may have moved on meanwhile: show its current state.
      void utils.adminOrders.get.invalidate({ id: order.id });
    },
  });
  const act = (to: OrderAction, trackingReference?: string) =>
    transition.mutate({ id: order.id, to, trackingReference: trackingReference || null });
  // Money-moving and destructive steps ask first; the dialog waits for the server's answer.
  const confirmed = (to: 'paid' | 'cancelled') =>
    confirmAction({
      ...CONFIRMATIONS[to](order.number),
      action: () => transition.mutateAsync({ id: order.id, to, trackingReference: null }),
    });
  const start = (to: OrderAction) => {
    if (to === 'shipped') setShipping(true);
    else if (to === 'paid' || to === 'cancelled') confirmed(to);
    else act(to);
  };
  const actions = ORDER_TRANSITIONS[order.status];

  if (actions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Delivered and cancelled orders are final.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {refusal ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="The order was not changed"
          withCloseButton
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      ) : null}
      <Group gap="sm">
        {actions.map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' ? 'outline' : 'filled'}
            color={to === 'cancelled' ? 'red.8' : undefined}
            disabled={transition.isPending}
            onClick={() => start(to)}
          >
            {ACTION_LABELS[to]}
          </Button>
        ))}
      </Group>
      {shipping ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            act('shipped', tracking.trim());
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Tracking reference (optional)"
              description="Included in the email the customer receives."
              value={tracking}
              onChange={(event) => setTracking(event.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={transition.isPending}>
              Confirm shipped
            </Button>
            <Button variant="default" onClick={() => setShipping(false)} disabled={transition.isPending}>
              Back
            </Button>
          </Group>
        </form>
      ) : null}
    </Stack>
  );
}
