import './mantine-styles';
import { Radio, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from '../../../shared/schemas/checkout';

/**
 * Everyone pays by bank transfer (the invoice and confirmation email carry the bank details);
 * approved trade accounts may instead charge the order to their account.
 */
const BANK_TRANSFER =
  'We email your invoice with our bank details and your payment reference. We dispatch as soon as your payment arrives.';

export function PaymentChoice(props: {
  tradeAccount: boolean;
  terms: string | null;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  if (!props.tradeAccount) {
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
        <Radio value="bank_transfer" label="Pay by bank transfer" description={BANK_TRANSFER} />
        <Radio
          value="on_account"
          label="Pay on account"
          description={`Charged to your trade account; pay by the due date on your invoice${props.terms ? ` (${props.terms})` : ''}.`}
        />
      </Stack>
    </Radio.Group>
  );
}
