import { Group, Stack, Text } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatGBP } from '../../../shared/money';
import { orderSummary } from '../../../shared/order-summary';

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

/** The totals the server stored with the order (never recomputed here), delivery on its own line. */
export function OrderTotals({ order }: { order: Order }) {
  const summary = orderSummary(order);
  return (
    <Stack gap={4} maw={360} ml="auto" w="100%" data-testid="order-totals">
      <Row label="Subtotal (incl. VAT)" value={formatGBP(summary.subtotalPence)} />
      {summary.discount ? <Row label={summary.discount.label} value={`−${formatGBP(summary.discount.pence)}`} /> : null}
      <Row label={summary.delivery.label} value={summary.delivery.pence > 0 ? formatGBP(summary.delivery.pence) : 'Free'} />
      <Row label="Total" value={formatGBP(summary.totalPence)} strong />
      <Text size="xs" c="dimmed" ta="right">
        Includes VAT of {formatGBP(summary.vatPence)}
      </Text>
    </Stack>
  );
}
