import './mantine-styles';
import { Radio, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from '../../../shared/schemas/checkout';

/**
 * With Stripe configured, card is the default (the Payment Element follows 'Place Order'); bank
 * transfer stays available, and approved trade accounts may charge the order to their account.
 * Without Stripe keys everyone pays by bank transfer, and the page says so.
 */
const BANK_TRANSFER =
  'We email your invoice with our bank details and your payment reference. We dispatch as soon as your payment arrives.';
const CARD = 'Card, Apple Pay or Google Pay on the next step. We hold your items for 30 minutes while you pay.';

export function PaymentChoice(props: {
  tradeAccount: boolean;
  cardPayments: boolean;
  terms: string | null;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  if (!props.tradeAccount && !props.cardPayments) {
    return (
      <Stack gap={4}>
        <Text fw={600}>Payment: bank transfer</Text>
        <Text size="sm" c="dimmed">
          {BANK_TRANSFER}
        </Text>
      </Stack>
    );
  }
  return (
    <Radio.Group label="Payment" value={props.value} onChange={(value) => props.onChange(value as PaymentMethod)}>
      <Stack gap="sm" mt="xs">
        {props.cardPayments ? <Radio value="card" label="Pay by card" description={CARD} /> : null}
        <Radio value="bank_transfer" label="Pay by bank transfer" description={BANK_TRANSFER} />
        {props.tradeAccount ? (
          <Radio
            value="on_account"
            label="Pay on account"
            description={`Charged to your trade account; pay by the due date on your invoice${props.terms ? ` (${props.terms})` : ''}.`}
          />
        ) : null}
      </Stack>
    </Radio.Group>
  );
}
