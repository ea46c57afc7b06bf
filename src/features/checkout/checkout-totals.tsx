import { Group, Stack, Text } from '@mantine/core';
import { formatGBP } from '../../../shared/money';
import { SUCCESS_GREEN } from './success-green';

export type CheckoutFigures = {
  subtotalPence: number;
  discount: { code: string; pence: number } | null;
  deliveryPence: number;
  totalPence: number;
  vatPence: number;
};

/** Subtotal, the discount while a code applies, Delivery, the overall Total and the VAT it includes (server figures). */
export function CheckoutTotals(props: CheckoutFigures) {
  return (
    <Stack gap={4} miw={240} data-testid="checkout-totals">
      <Group justify="space-between">
        <Text>Subtotal</Text>
        <Text>{formatGBP(props.subtotalPence)}</Text>
      </Group>
      {props.discount ? (
        <Group justify="space-between" c={SUCCESS_GREEN}>
          <Text>Discount ({props.discount.code})</Text>
          <Text>−{formatGBP(props.discount.pence)}</Text>
        </Group>
      ) : null}
      <Group justify="space-between">
        <Text>Delivery</Text>
        <Text data-testid="checkout-delivery">{props.deliveryPence > 0 ? formatGBP(props.deliveryPence) : 'Free'}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700} fz="lg">
          Total
        </Text>
        <Text fw={700} fz="xl" ff="heading" c="oxblood.8" data-testid="checkout-total">
          {formatGBP(props.totalPence)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" data-testid="checkout-vat">
        Includes VAT of {formatGBP(props.vatPence)}
      </Text>
    </Stack>
  );
}
