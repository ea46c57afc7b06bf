import { Group, Stack, Text } from '@mantine/core';
import { formatGBP } from '../../../shared/money';
import { SUCCESS_GREEN } from './success-green';

/** Subtotal and discount appear only when a code applies; the overall Total is always shown. */
export function CheckoutTotals(props: {
  subtotalPence: number;
  discount: { code: string; pence: number } | null;
  totalPence: number;
}) {
  return (
    <Stack gap={4} miw={240}>
      {props.discount ? (
        <>
          <Group justify="space-between">
            <Text>Subtotal</Text>
            <Text>{formatGBP(props.subtotalPence)}</Text>
          </Group>
          <Group justify="space-between" c={SUCCESS_GREEN}>
            <Text>Discount ({props.discount.code})</Text>
            <Text>−{formatGBP(props.discount.pence)}</Text>
          </Group>
        </>
      ) : null}
      <Group justify="space-between">
        <Text fw={700} fz="lg">
          Total
        </Text>
        <Text fw={700} fz="xl" ff="heading" c="oxblood.8" data-testid="checkout-total">
          {formatGBP(props.totalPence)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Prices include VAT where it applies.
      </Text>
    </Stack>
  );
}
