import { Stack, Text, Title } from '@mantine/core';
import { ProductionForecast } from './production-forecast';
import { StatCards } from './stat-cards';
import { SubscriptionFigures } from './subscription-figures';
import { SubscriptionsList } from './subscriptions-list';

/** 'Subscriptions management', plus the production forecast the kitchen works from. */
export function SubscriptionsManagement() {
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Subscriptions Management</Title>
        <Text c="dimmed">Every Subscribe &amp; Save customer, what they are worth, and what the kitchen must dry.</Text>
      </div>
      <StatCards />
      <SubscriptionFigures />
      <section aria-labelledby="all-subscriptions-title">
        <Title id="all-subscriptions-title" order={2} size="h3" mb="md">
          All Subscriptions
        </Title>
        <SubscriptionsList />
      </section>
      <ProductionForecast />
    </Stack>
  );
}
