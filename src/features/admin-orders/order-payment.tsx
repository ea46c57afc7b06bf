import './mantine-styles';
import { Alert, Anchor, Button, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatGBP, poundsToPence } from '../../../shared/money';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../admin-shared/confirm-dialog';
import { errorMessage } from '../admin-shared/error-message';
import { toFormNumber } from '../admin-shared/form-number';
import type { AdminOrder } from './admin-order';

type Payment = NonNullable<AdminOrder['payment']>;

/** Full or partial refund through Stripe, behind a confirmation dialog; the webhook records it. */
function RefundAction({ orderId, payment }: { orderId: string; payment: Payment }) {
  const utils = trpc.useUtils();
  const refundable = payment.amountPence - payment.refundedPence;
  const [opened, setOpened] = useState(false);
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [pounds, setPounds] = useState<number | string>('');
  const [problem, setProblem] = useState<string | null>(null);
  const refund = trpc.payment.refund.useMutation({
    onSuccess: async (result) => {
      setOpened(false);
      notify.success(`Refund of ${formatGBP(result.amountPence)} sent to Stripe.`);
      await utils.adminOrders.invalidate();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  if (payment.status !== 'succeeded' || refundable <= 0) return null;

  const confirm = () => {
    setProblem(null);
    if (kind === 'full') return refund.mutate({ orderId, amountPence: 'full' });
    const value = toFormNumber(pounds);
    if (value === '' || Number.isNaN(value) || value <= 0) return setProblem('Enter the amount to refund.');
    refund.mutate({ orderId, amountPence: poundsToPence(value) });
  };
  return (
    <>
      <Button variant="outline" color="red.8" size="xs" onClick={() => setOpened(true)}>
        Refund
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Refund this payment?"
        confirmLabel="Refund"
        pendingLabel="Refunding..."
        pending={refund.isPending}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      >
        <Stack gap="sm">
          <Text size="sm">The money goes back to the customer's card through Stripe. This cannot be undone.</Text>
          <Radio.Group label="Amount" value={kind} onChange={(v) => setKind(v as 'full' | 'partial')}>
            <Stack gap="xs" mt="xs">
              <Radio value="full" label={`Full refund (${formatGBP(refundable)})`} />
              <Radio value="partial" label="Partial refund" />
            </Stack>
          </Radio.Group>
          {kind === 'partial' ? (
            <NumberInput
              label="Amount to refund (£)"
              min={0.01}
              max={refundable / 100}
              decimalScale={2}
              value={pounds}
              onChange={setPounds}
            />
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** The card payment of an order: method, last 4, status, refunds and its Stripe dashboard page. */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const payment = order.payment;
  if (!payment)
    return <Text size="sm">{order.paymentMethod === 'card' ? 'Card payment not started yet.' : 'Not paid by card.'}</Text>;
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Text size="sm" fw={600}>
          Card{payment.cardBrand ? ` (${payment.cardBrand})` : ''}
          {payment.cardLast4 ? ` ending ${payment.cardLast4}` : ''}
        </Text>
        <Text size="sm">
          {formatGBP(payment.amountPence)} · {payment.status.replaceAll('_', ' ')}
        </Text>
        <Anchor href={payment.dashboardUrl} target="_blank" rel="noopener" size="sm">
          View in Stripe
        </Anchor>
        <RefundAction orderId={order.id} payment={payment} />
      </Group>
      {payment.refundedPence > 0 ? <Text size="sm">Refunded {formatGBP(payment.refundedPence)}</Text> : null}
      {payment.lastError ? (
        <Text size="sm" c="red.8">
          Last attempt: {payment.lastError}
        </Text>
      ) : null}
      {order.holdReason?.startsWith('Payment review') ? (
        <Alert color="yellow" variant="light">
          {order.holdReason}
        </Alert>
      ) : null}
    </Stack>
  );
}
