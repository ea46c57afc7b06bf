import './mantine-styles';
import { List, Paper, Text, Title } from '@mantine/core';
import { acceptedPaymentMethods, deliveryChargeRule, UK_ONLY } from '../../../shared/consumer-rules';
import type { DeliveryRates } from '../../../shared/delivery';
import { formatGBP } from '../../../shared/money';
import { AnchorLink } from '../../components/links';

/**
 * What a consumer must be told before ordering, at the start of checkout: where we deliver, what delivery
 * costs (the back office's delivery settings), how they can pay, and where the terms and the returns rules are.
 */
export function BeforeYouOrder(props: { rates: DeliveryRates | undefined; cardPayments: boolean; tradeAccount: boolean }) {
  return (
    <Paper withBorder p="lg" radius="md" bg="cream.0" component="section" aria-labelledby="before-you-order-title">
      <Title id="before-you-order-title" order={2} size="h4" mb="xs">
        Before you order
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{UK_ONLY}</List.Item>
        {props.rates ? <List.Item>Delivery: {deliveryChargeRule(props.rates)}</List.Item> : null}
        <List.Item>{acceptedPaymentMethods(props)}</List.Item>
        <List.Item>
          Please read our{' '}
          <AnchorLink to="/terms" inherit underline="always">
            Terms of Sale
          </AnchorLink>{' '}
          and{' '}
          <AnchorLink to="/delivery-returns" inherit underline="always">
            Delivery &amp; Returns
          </AnchorLink>
          : sealed food can be returned unopened within 14 days, opened food cannot.
        </List.Item>
      </List>
    </Paper>
  );
}

/** The sentence beside 'Place Order': what placing the order means and the exact amount it commits to. */
export function OrderCommitment({ totalPence }: { totalPence: number }) {
  return (
    <Text size="sm" id="order-commitment">
      By placing your order you agree to our{' '}
      <AnchorLink to="/terms" inherit underline="always">
        Terms of Sale
      </AnchorLink>{' '}
      and will pay {formatGBP(totalPence)}.
    </Text>
  );
}
