import { Group, Stack, Text } from '@mantine/core';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { formatGBP } from '../../../shared/money';

type Order = RouterOutputs['order']['getMine'];

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** The totals the server stored with the order (never recomputed here). */
export function OrderTotals({ order }: { order: Order }) {
  // The goods before the discount, VAT-inclusive, as the email and the invoice show it:
  // total = subtotal - discount + delivery.
  const subtotalPence = order.totalPence + order.discountPence - order.shippingPence;
  return (
    <Stack gap={4} maw={360} ml="auto" w="100%">
      <Row label="Subtotal (incl. VAT)" value={formatGBP(subtotalPence)} />
      {order.discountPence > 0 ? (
        <Row
          label={order.promotionCode ? `Discount (${order.promotionCode})` : 'Discount'}
          value={`−${formatGBP(order.discountPence)}`}
        />
      ) : null}
      <Row
        label={order.deliveryService ? `Delivery (${order.deliveryService})` : 'Delivery'}
        value={order.shippingPence > 0 ? formatGBP(order.shippingPence) : 'Free'}
      />
      <Row label="Total" value={formatGBP(order.totalPence)} strong />
      <Text size="xs" c="dimmed" ta="right">
        Includes VAT of {formatGBP(order.vatPence)}
      </Text>
    </Stack>
  );
}
