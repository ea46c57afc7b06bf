import './mantine-styles';
import { List, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { keyInformationLines, subscriptionKeyInformation } from '../../../shared/subscription-key-information';
import { subscriptionPricePence, subscriptionShippingPence } from '../../../shared/subscriptions';
import { trpc } from '../../lib/trpc';
import type { PlanChoice } from './plan-card';

/** Stored or built key information, one list item a statement. */
export function KeyInformationText({ text }: { text: string }) {
  return (
    <List size="sm" spacing={4}>
      {keyInformationLines(text).map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

/**
 * Shown on its own directly above the subscribe button: what the customer agrees to, built by the same
 * function the server uses to store it with the subscription. Waits for the delivery rate and for whether
 * the shop takes cards, so the text shown is the text stored.
 */
export function SubscribeKeyInformation({ choice }: { choice: PlanChoice }) {
  const titleId = useId();
  const rates = trpc.delivery.rates.useQuery(undefined, { staleTime: 5 * 60_000 });
  const payment = trpc.payment.config.useQuery();
  const text =
    rates.data && payment.data
      ? subscriptionKeyInformation({
          planName: choice.plan.name,
          bags: choice.plan.bags,
          weight: choice.weight,
          frequency: choice.frequency,
          pricePence: subscriptionPricePence(choice.weight, choice.plan.bags),
          deliveryPence: subscriptionShippingPence(choice.plan.name, rates.data.subscriptionPricePence),
          cardPayments: payment.data.cardPayments,
        })
      : null;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" data-testid="key-information">
      <Title id={titleId} order={3} size="h5" mb="xs">
        Key information
      </Title>
      {text ? (
        <KeyInformationText text={text} />
      ) : rates.isError || payment.isError ? (
        <Text size="sm" role="alert">
          Could not load the key information. Please try again before subscribing.
        </Text>
      ) : (
        <Skeleton height={96} aria-label="Loading the key information" />
      )}
    </Paper>
  );
}
