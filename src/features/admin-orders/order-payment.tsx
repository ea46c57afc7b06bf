import './mantine-styles';
import { Alert, Anchor, Button, Group, NumberInput, Paper, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { formatGBP, poundsToPence } from '../../../shared/money';
import { PaymentStatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { toFormNumber } from '../admin-shared/form-number';
import type { AdminOrder } from './admin-order';

type Payment = NonNullable<AdminOrder['payment']>;

/**
 * Full or partial refund through Stripe: the amount is chosen in the payment box, then confirmed
 * in a @mantine/modals confirmation; the charge.refunded webhook records it.
 */
function RefundAction({ orderId, payment }: { orderId: string; payment: Payment }) {
  const utils = trpc.useUtils();
  const refundable = payment.amountPence - payment.refundedPence;
  const [choosing, setChoosing] = useState(false);
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [pounds, setPounds] = useState<number | string>('');
  const [problem, setProblem] = useState<string | null>(null);
  const refund = trpc.payment.refund.useMutation({
    onSuccess: async (result) => {
      setChoosing(false);
      notify.success(`Refund of ${formatGBP(result.amountPence)} sent to Stripe.`);
      await utils.adminOrders.invalidate();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  if (payment.status !== 'succeeded' || refundable <= 0) return null;

  const amountPence = (): number | null => {
    if (kind === 'full') return refundable;
    const value = toFormNumber(pounds);
    if (value === '' || Number.isNaN(value) || value <= 0) return null;
    return poundsToPence(value);
  };
  const askToConfirm = () => {
    setProblem(null);
    const amount = amountPence();
    if (amount === null) return setProblem('Enter the amount to refund.');
    if (amount > refundable) return setProblem(`Enter an amount between £0.01 and ${formatGBP(refundable)}.`);
    const card = payment.cardLast4 ? `card ending ${payment.cardLast4}` : 'card';
    modals.openConfirmModal({
      title: 'Refund this payment?',
      children: (
        <Text size="sm">
          {formatGBP(amount)} goes back to the customer's {card} through Stripe. This cannot be undone.
        </Text>
      ),
      labels: { confirm: `Refund ${formatGBP(amount)}`, cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      onConfirm: () => refund.mutate({ orderId, amountPence: kind === 'full' ? 'full' : amount }),
    });
  };

  if (!choosing)
    return (
      <Button variant="outline" color="red.8" size="xs" onClick={() => setChoosing(true)}>
        Refund
      </Button>
    );
  return (
    <Paper withBorder p="sm" w="100%">
      <Stack gap="sm">
        <Radio.Group label="Amount to refund" value={kind} onChange={(v) => setKind(v as 'full' | 'partial')}>
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
        <Group gap="sm">
          <Button color="red.8" size="xs" loading={refund.isPending} onClick={askToConfirm}>
            Refund…
          </Button>
          <Button variant="default" size="xs" onClick={() => setChoosing(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The card payment of an order: method, last 4, status, refunds and its Stripe dashboard page. */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const payment = order.payment;
  if (!payment)
    return <Text size="sm">{order.paymentMethod === 'card' ? 'Card payment not started yet.' : 'Not paid by card.'}</Text>;
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          Card{payment.cardBrand ? ` (${payment.cardBrand})` : ''}
          {payment.cardLast4 ? ` ending ${payment.cardLast4}` : ''}
        </Text>
        <Text size="sm">{formatGBP(payment.amountPence)}</Text>
        <PaymentStatusBadge status={payment.status} />
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
