import './mantine-styles';
import { Radio, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from '../../../shared/schemas/checkout';
import { bankTransferHoldText, paymentHold } from '../../../shared/working-days';

/**
 * With Stripe configured, card is the default (the Payment Element follows 'Place Order'); bank
 * transfer stays available, and approved trade accounts may charge the order to their account.
 * Without Stripe keys everyone pays by bank transfer, and the page says so.
 */
const BANK_TRANSFER =
  'We email your invoice with our bank details and your payment reference. We dispatch as soon as your payment arrives.';

/** The bank-transfer rule with the day an order placed now would be cancelled unpaid (the server's rule, shared). */
function bankTransferText(holdDays: number): string {
  return `${BANK_TRANSFER} ${bankTransferHoldText(holdDays, paymentHold(new Date(), holdDays).lastDay)}`;
}
const CARD = 'Card, Apple Pay or Google Pay on the next step. We hold your items for 30 minutes while you pay.';

export function PaymentChoice(props: {
  tradeAccount: boolean;
  cardPayments: boolean;
  /** Working days a bank-transfer order is held unpaid (the shop's setting). */
  bankTransferHoldDays: number;
  terms: string | null;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  if (!props.tradeAccount && !props.cardPayments) {
    return (
      <Stack gap={4}>
        <Text fw={600}>Payment: bank transfer</Text>
        <Text size="sm" c="dimmed">
          {bankTransferText(props.bankTransferHoldDays)}
        </Text>
      </Stack>
    );
  }
  return (
    <Radio.Group label="Payment" value={props.value} onChange={(value) => props.onChange(value as PaymentMethod)}>
      <Stack gap="sm" mt="xs">
        {props.cardPayments ? <Radio value="card" label="Pay by card" description={CARD} /> : null}
        <Radio value="bank_transfer" label="Pay by bank transfer" description={bankTransferText(props.bankTransferHoldDays)} />
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
