import './mantine-styles';
import { CloseButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '../../../shared/money';
import { holdDayLabel, holdLastDay } from '../../../shared/working-days';
import { trpc } from '../../lib/trpc';

/**
 * The order a shopper has just placed by bank transfer, at the top of their account: a toast alone is gone
 * before they have written down where to send the money. It says what the confirmation email says: the
 * number, the amount, the bank details with the reference to quote, and what happens next.
 */
export function PlacedOrderNotice({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const order = trpc.order.getMine.useQuery({ id: orderId });
  if (!order.data) return null;
  const placed = order.data;
  const unpaid = placed.status === 'awaiting_payment';
  const instructions = placed.invoice?.paymentInstructions;
  return (
    <Paper withBorder radius="md" bg="green.0" component="section" aria-labelledby="placed-order-title" p="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title id="placed-order-title" order={2} size="h3">
          Thank you, order #{placed.number} is placed
        </Title>
        <CloseButton aria-label="Close the order confirmation" onClick={onClose} />
      </Group>
      <Stack gap="xs" mt="sm">
        <Text fw={700}>Total: {formatGBP(placed.totalPence)}</Text>
        {unpaid && instructions ? (
          <div>
            <Text fw={600}>How to pay</Text>
            <Text data-testid="placed-order-bank-details">{instructions}</Text>
          </div>
        ) : null}
        <div>
          <Text fw={600}>What happens next</Text>
          <List size="sm" spacing={4}>
            {unpaid && placed.paymentDueAt ? (
              <List.Item>
                We hold your order until the end of {holdDayLabel(holdLastDay(new Date(placed.paymentDueAt)))}; if your payment
                has not arrived by then, it is cancelled.
              </List.Item>
            ) : null}
            <List.Item>
              {placed.paymentMethod === 'on_account'
                ? 'It is charged to your trade account and we dispatch it straight away; the invoice is due by your terms. We email you when it is on its way.'
                : 'We dispatch it as soon as your payment arrives, and email you when it is on its way.'}
            </List.Item>
            <List.Item>Your confirmation email and the invoice below have the same details.</List.Item>
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
